import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/ui/plain-button';
import { tenantSettings } from '../../../config/tenant-settings';
import { currentPlatform } from '../../app-platform/current-platform';
import { installBannerWanted, saveInstallChoice } from '../utils/install-choice';
import { type BeforeInstallPromptEvent, installPrompt } from '../utils/install-prompt';

/**
 * "Installa l'app": a card at the bottom of the screen, above the phone's bottom navigation (and only
 * once the cookie bar is gone, see InstallBannerHost), that never takes the focus: a region with its
 * heading, read in its place in the page, with "Installa" (the browser's dialog) and "Non ora".
 */
export default function InstallBanner({ offer }: { offer: BeforeInstallPromptEvent }) {
  const { t } = useTranslation();
  const headingId = useId();
  const brandName = tenantSettings().brandName;
  // Decided once, when the offer comes: the days since the last choice, the platform, the display mode.
  const [wanted] = useState(() => installBannerWanted(currentPlatform().isNative));
  if (!wanted) return null;

  const choose = (choice: 'not-now' | 'declined' | 'installed') => {
    saveInstallChoice(choice);
    installPrompt.drop();
  };
  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    choose(outcome === 'accepted' ? 'installed' : 'declined');
  };

  return (
    <Box
      component="section"
      role="region"
      aria-labelledby={headingId}
      sx={{
        position: 'fixed',
        bottom: { xs: 'calc(var(--bottom-nav-height, 0px) + 8px)', md: 24 },
        left: { xs: 8, md: 24 },
        right: { xs: 8, md: 'auto' },
        maxWidth: { md: 420 },
        // Over the page and its app bar (as the cookie bar), under drawers, dialogs and toasts.
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 8,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          component="img"
          src={`/icons/${tenantSettings().id}/icon-192.png`}
          alt=""
          width={40}
          height={40}
          sx={{ borderRadius: 1, flexShrink: 0 }}
        />
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t('pwa.installBanner.title', { brandName })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('pwa.installBanner.text', { brandName })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <PlainButton variant="text" onClick={() => choose('not-now')}>
          {t('pwa.installBanner.notNow')}
        </PlainButton>
        <PlainButton variant="contained" onClick={() => void install()}>
          {t('pwa.installBanner.install')}
        </PlainButton>
      </Box>
    </Box>
  );
}
