import Box from '@mui/material/Box';
import type { Product } from '@spesa/domain';
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
  if (/\dx\d/.test(name) || name.includes('second')) return { bg: '#6a1b9a', fg: '#fff' };
  if (name.includes('lock')) return { bg: '#00695c', fg: '#fff' };
  if (name.includes('new')) return { bg: '#2e7d32', fg: '#fff' };
  return { bg: '#bf360c', fg: '#fff' };
}

/** The promotion's header and body as a small badge (cssClass is kept as a class for tenant styling). */
export function PromoBadge({ promo }: { promo: Promo }) {
  const colours = promoColours(promo.view.cssClass);
  return (
    <Box
      className={`promo-badge promo-badge--${promo.view.cssClass}`}
      data-variant={promo.view.cssClass}
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: colours.bg,
        color: colours.fg,
        lineHeight: 1.15,
        maxWidth: '100%',
      }}
    >
      <Box component="span" sx={{ fontWeight: 800, fontSize: '0.85rem' }}>
        {promo.view.header}
      </Box>
      {promo.view.body && (
        <Box component="span" sx={{ fontSize: '0.7rem', fontWeight: 600 }}>
          {promo.view.body}
        </Box>
      )}
    </Box>
  );
}

export function NewBadge() {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.4,
      }}
    >
      {t('catalogue.product.new')}
    </Box>
  );
}
