import Typography from '@mui/material/Typography';
import { type AppliedPromotion, formatEuro } from '@spesa/domain';
import { useTranslation } from 'react-i18next';

/**
 * The promotion a cart or order line got and what it saved, as the server computed it: '3x2
 * applicato: −1,19 €'. Nothing without one.
 */
export function AppliedPromotionNote({ promotion }: { promotion: AppliedPromotion | null | undefined }) {
  const { t } = useTranslation();
  if (!promotion) return null;
  return (
    <Typography variant="body2" className="applied-promotion" sx={{ color: 'success.dark', fontWeight: 700 }}>
      {t('promotions.applied', { label: promotion.label, discount: formatEuro(promotion.discountCents) })}
    </Typography>
  );
}
