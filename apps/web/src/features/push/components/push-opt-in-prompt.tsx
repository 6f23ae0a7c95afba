import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushBlocked, pushSupported, usePushChoice, usePushSettings } from '../api/push-api';

/** Where "Non ora" is remembered on this device, with its date. */
export const PUSH_PROMPT_DISMISSED_KEY = 'ebsn-push-prompt-dismissed';
/** Days "Non ora" keeps the prompt away. */
export const PUSH_PROMPT_QUIET_DAYS = 30;

function dismissedRecently(now = Date.now()): boolean {
  const at = Number(window.localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < PUSH_PROMPT_QUIET_DAYS * 86_400_000;
}

/**
 * The invitation to turn notifications on, shown on the thank-you page of an order (so never on a
 * first visit): only when this device can receive push, the shopper has not chosen yet (profile or
 * an earlier prompt) and did not say "Non ora" in the last 30 days.
 */
export function PushOptInPrompt() {
  const { t } = useTranslation();
  const titleId = useId();
  const [hidden, setHidden] = useState(() => !pushSupported() || pushBlocked() || dismissedRecently());
  const settings = usePushSettings(!hidden);
  const choice = usePushChoice();
  if (hidden || !settings.data || settings.data.chosen) return null;

  const notNow = () => {
    window.localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, String(Date.now()));
    setHidden(true);
  };
  const turnOn = () =>
    choice.mutate(true, {
      onSuccess: (granted) => {
        if (!granted) notNow();
      },
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, mx: 'auto', maxWidth: 560 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <NotificationsActiveOutlined color="primary" aria-hidden sx={{ mt: 0.5 }} />
        <Stack spacing={1.5} sx={{ flex: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 18 }}>
            {t('push.prompt.title')}
          </Typography>
          <Typography color="text.secondary">{t('push.prompt.text')}</Typography>
          {choice.isError && (
            <Typography color="error" role="alert">
              {t('push.prompt.failed')}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={turnOn} loading={choice.isPending}>
              {t('push.prompt.enable')}
            </Button>
            <Button variant="text" onClick={notNow} disabled={choice.isPending}>
              {t('push.prompt.notNow')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
