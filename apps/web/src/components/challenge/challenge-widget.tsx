import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAltcha } from './load-altcha';

type Props = {
  /** The solution (the `recaptcha` parameter) once the widget has solved its challenge; null while it has none. */
  onChange: (solution: string | null) => void;
};

type StateChange = CustomEvent<{ state: string; payload: string | null }>;

/**
 * The "Non sono un robot" check (ALTCHA's proof of work, decision 0015): it fetches a challenge from
 * the shop and solves it in the background as soon as it is shown. A solution works once: after each
 * submission the form draws a new widget (a new `key`) for a new one.
 */
export function ChallengeWidget({ onChange }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widget = useRef<HTMLElement>(null);
  const report = useRef(onChange);
  report.current = onChange;

  const load = () => {
    setStatus('loading');
    loadAltcha().then(
      () => setStatus('ready'),
      () => setStatus('failed'),
    );
  };
  useEffect(load, []);

  useEffect(() => {
    const element = widget.current;
    if (status !== 'ready' || !element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      report.current(state === 'verified' ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => {
      element.removeEventListener('statechange', listener);
      report.current(null);
    };
  }, [status]);

  if (status === 'failed') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={load}>
            {t('auth.challenge.retry')}
          </Button>
        }
      >
        {t('auth.challenge.loadFailed')}
      </Alert>
    );
  }
  return (
    <Box sx={{ minHeight: 64, '--altcha-max-width': '100%' }}>
      {status === 'loading' ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('auth.challenge.loading')}
        </Typography>
      ) : (
        <altcha-widget ref={widget} challenge="/ebsn/api/challenge" auto="onload" language="it" name="recaptcha" />
      )}
    </Box>
  );
}
