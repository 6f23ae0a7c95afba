import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type AdminGiftCertificate, formatEuro } from '@spesa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { useGiftCertificates } from '../api/gift-certificates';

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
const percentFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** The gift codes, newest first: value, minimum spend, validity and uses. */
export function GiftCodeList() {
  const { t } = useTranslation();
  const titleId = useId();
  const codes = useGiftCertificates();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('backOffice.giftCodes.listTitle')}
      </Typography>
      {codes.isPending && <Skeleton variant="rounded" height={160} />}
      {codes.isError && <ResponseMessage kind="error">{codes.error.message}</ResponseMessage>}
      {codes.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.giftCodes.none')}</Typography>}
      {codes.data && codes.data.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {codes.data.map((code) => (
            <GiftCodeCard key={code.giftCertificateId} code={code} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function GiftCodeCard({ code }: { code: AdminGiftCertificate }) {
  const { t } = useTranslation();
  const day = (iso: string | null, open: string) => (iso === null ? open : dayFormat.format(new Date(iso)));
  const value =
    code.valueType === 'fixed'
      ? t('backOffice.giftCodes.valueFixed', { amount: formatEuro(code.value) })
      : t('backOffice.giftCodes.valuePercent', { percent: percentFormat.format(code.value) });
  return (
    <Paper component="li" variant="outlined" aria-label={code.code} sx={{ p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Typography sx={{ fontWeight: 800, fontFamily: 'monospace', fontSize: 17, overflowWrap: 'anywhere' }}>
          {code.code}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>{value}</Typography>
      </Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {code.description}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {code.minCartTotalCents > 0
          ? t('backOffice.giftCodes.minimumLine', { amount: formatEuro(code.minCartTotalCents) })
          : t('backOffice.giftCodes.noMinimum')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('backOffice.giftCodes.validity', {
          from: day(code.validFrom, t('backOffice.giftCodes.openStart')),
          to: day(code.validTo, t('backOffice.giftCodes.openEnd')),
        })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {code.maxRedemptions === null
          ? t('backOffice.giftCodes.usesUnlimited', { used: code.redemptions })
          : t('backOffice.giftCodes.uses', { used: code.redemptions, max: code.maxRedemptions })}
        {code.maxRedemptionsPerShopper !== null &&
          ` · ${t('backOffice.giftCodes.perShopper', { count: code.maxRedemptionsPerShopper })}`}
      </Typography>
    </Paper>
  );
}
