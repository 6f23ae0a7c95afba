import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffAuditEntry } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { formatInstant } from './format-back-office';

/** The staff's changes to an order, oldest first, as the server recorded them: when, who, what, before and after. */
export function AuditTrail({ entries }: { entries: StaffAuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="back-office-audit">
      <Typography id="back-office-audit" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('backOffice.audit.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.audit.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {entries.map((entry) => (
            <Typography component="li" variant="body2" key={entry.staffAuditEntryId} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
              {t('backOffice.audit.entry', {
                date: formatInstant(entry.at),
                who: entry.staffName,
                label: entry.label,
                summary: entry.summary,
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
