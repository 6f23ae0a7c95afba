import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPostalCodeCoverage } from '../api/addresses';

type Outcome = { kind: 'served' | 'notServed'; postalcode: string } | { kind: 'invalid' | 'failed' } | null;

const POSTAL_CODE = /^\d{5}$/;

/**
 * "Consegniamo a casa tua?": a visitor types a CAP and learns, before registering, whether home
 * delivery reaches it (user-address/coverage).
 */
export function PostalCodeCoverage() {
  const { t } = useTranslation();
  const [postalcode, setPostalcode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [checking, setChecking] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog's login form is around it in the page: this form's submit is its own.
    event.stopPropagation();
    const code = postalcode.trim();
    if (!POSTAL_CODE.test(code)) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    setChecking(true);
    try {
      const coverage = await checkPostalCodeCoverage(code);
      setOutcome({ kind: coverage.active === 1 ? 'served' : 'notServed', postalcode: code });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="coverage-title" sx={{ width: '100%', textAlign: 'start' }}>
      <Typography id="coverage-title" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('flows.coverageTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={check} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('flows.coverageLabel')}
          value={postalcode}
          onChange={(event) => setPostalcode(event.target.value)}
          error={outcome?.kind === 'invalid'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" loading={checking} sx={{ minHeight: 40 }}>
          {t('flows.coverageCheck')}
        </Button>
      </Box>
      <Box role="status" sx={{ mt: outcome ? 1 : 0 }}>
        {outcome?.kind === 'served' && (
          <Alert severity="success">{t('flows.coverageYes', { postalcode: outcome.postalcode })}</Alert>
        )}
        {outcome?.kind === 'notServed' && (
          <Alert severity="info">{t('flows.coverageNo', { postalcode: outcome.postalcode })}</Alert>
        )}
        {outcome?.kind === 'invalid' && <Alert severity="warning">{t('flows.coverageInvalid')}</Alert>}
        {outcome?.kind === 'failed' && <Alert severity="error">{t('flows.coverageFailed')}</Alert>}
      </Box>
    </Box>
  );
}
