import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pushBlocked, pushSupported, useBrowserSubscribed, usePushChoice, usePushSettings } from '../api/push-api';

/**
 * The profile's "Notifiche" section: the shopper's switch (on: this device subscribes too; off: the
 * shop sends nothing to any device), this browser's subscription, and the registered devices of the
 * app.
 */
export function PushSettingsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = usePushSettings();
  const choice = usePushChoice();
  const subscribedHere = useBrowserSubscribed();
  const supported = pushSupported();
  const blocked = pushBlocked();

  return (
    <Stack spacing={2} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('push.settings.title')}
      </Typography>
      <Typography color="text.secondary">{t('push.settings.text')}</Typography>
      {settings.isPending && <Skeleton variant="rounded" height={56} />}
      {settings.data && (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={settings.data.enabled}
                disabled={choice.isPending || (!settings.data.enabled && (!supported || blocked))}
                onChange={(_event, checked) => choice.mutate(checked)}
              />
            }
            label={t('push.settings.switch')}
          />
          {choice.data === false && <Typography color="error">{t('push.settings.refused')}</Typography>}
          {choice.isError && (
            <Typography color="error" role="alert">
              {t('push.prompt.failed')}
            </Typography>
          )}
          {blocked && <Typography color="text.secondary">{t('push.settings.blocked')}</Typography>}
          {!supported && <Typography color="text.secondary">{t('push.settings.unsupported')}</Typography>}
          {settings.data.enabled && supported && !blocked && subscribedHere.data === false && (
            <Button
              variant="outlined"
              onClick={() => choice.mutate(true)}
              disabled={choice.isPending}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {t('push.settings.thisDevice')}
            </Button>
          )}
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t('push.settings.devices')}
          </Typography>
          {settings.data.webSubscriptions === 0 && settings.data.devices.length === 0 ? (
            <Typography color="text.secondary">{t('push.settings.noDevices')}</Typography>
          ) : (
            <List dense disablePadding>
              {settings.data.webSubscriptions > 0 && (
                <ListItem disableGutters>
                  <ListItemText primary={t('push.settings.browsers', { count: settings.data.webSubscriptions })} />
                </ListItem>
              )}
              {settings.data.devices.map((device) => (
                <ListItem key={device.deviceId} disableGutters>
                  <ListItemText
                    primary={
                      [device.manufacturer, device.model].filter(Boolean).join(' ') ||
                      t(`push.settings.platform.${device.platform}`)
                    }
                    secondary={`${t(`push.settings.platform.${device.platform}`)} ${device.platformVersion}`.trim()}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </Stack>
  );
}
