import { styled } from '@mui/material/styles';
import type { Product } from '@spesa/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

type Promo = NonNullable<Product['warehousePromo']>;

/**
 * The promotion's cssClass picks one of a few looks (the seed's promo-percent, promo-3x2,
 * promo-fidelity, promo-under-cost…); an unknown class gets the default one. Every colour keeps
 * white text above 4.5:1.
 */
function promoColours(cssClass: string) {
  const name = cssClass.toLowerCase();
  if (name.includes('under') || name.includes('sotto')) return { bg: '#c62828', fg: '#fff' };
  if (name.includes('fidel') || name.includes('card') || name.includes('loyal')) return { bg: '#1565c0', fg: '#fff' };
  if (/\dx\d/.test(name) || name.includes('second') || name.includes('nth')) return { bg: '#6a1b9a', fg: '#fff' };
  if (name.includes('lock')) return { bg: '#00695c', fg: '#fff' };
  if (name.includes('new')) return { bg: '#2e7d32', fg: '#fff' };
  return { bg: '#bf360c', fg: '#fff' };
}

// Styles written once (not per badge, as sx would): a grid draws many badges at once.
const PromoFrame = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: theme.spacing(0.25, 0.75),
  borderRadius: theme.shape.borderRadius,
  lineHeight: 1.15,
  maxWidth: '100%',
  // The colours of the promotion's look, given by each badge (a custom property, so that a tenant's
  // rule on the promo-badge--<cssClass> class can still win as before).
  backgroundColor: 'var(--promo-bg)',
  color: 'var(--promo-fg)',
  '& .promo-badge__header': { fontWeight: 800, fontSize: '0.85rem' },
  '& .promo-badge__body': { fontSize: '0.7rem', fontWeight: 600 },
}));

const NewFrame = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 0.75),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.4,
}));

/** The promotion's header and body as a small badge (cssClass is kept as a class for tenant styling). */
export function PromoBadge({ promo }: { promo: Promo }) {
  const colours = promoColours(promo.view.cssClass);
  return (
    <PromoFrame
      className={`promo-badge promo-badge--${promo.view.cssClass}`}
      data-variant={promo.view.cssClass}
      style={{ '--promo-bg': colours.bg, '--promo-fg': colours.fg } as CSSProperties}
    >
      <span className="promo-badge__header">{promo.view.header}</span>
      {promo.view.body && <span className="promo-badge__body">{promo.view.body}</span>}
    </PromoFrame>
  );
}

export function NewBadge() {
  const { t } = useTranslation();
  return <NewFrame>{t('catalogue.product.new')}</NewFrame>;
}
