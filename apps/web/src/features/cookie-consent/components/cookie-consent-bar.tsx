import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/ui/plain-button';
import { withLaterTexts } from '../../../i18n';
import { choiceForAll, DEFAULT_COOKIE_CHOICE } from '../utils/consent';
import { cookieConsentStore, useCookieConsent } from '../utils/consent-store';

const CookieOptions = lazy(withLaterTexts(() => import('./cookie-options')));

/** The bar at the bottom of the page: the short choice, or the detailed one per cookie kind. */
export default function CookieConsentBar({ startWithOptions = false }: { startWithOptions?: boolean }) {
  const { t } = useTranslation();
  const { preferences } = useCookieConsent();
  const [showOptions, setShowOptions] = useState(startWithOptions);

  return (
    // A Box drawn as Paper at elevation 8 would be: Paper's code is left out of the first pages.
    <Box
      component="section"
      role="region"
      aria-label={t('cookies.regionLabel')}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 8,
        position: 'fixed',
        insetInline: 0,
        // Above the phone's bottom navigation (root layout), which must not cover it.
        bottom: 'var(--bottom-nav-height, 0px)',
        // Over the page and its app bar, under what the shopper opens (drawers, menus, dialogs) and the
        // toasts: a cart drawer or a dialog opened before choosing is not hidden behind the bar.
        zIndex: (theme) => theme.zIndex.appBar + 1,
        borderTop: 3,
        borderColor: 'primary.main',
        maxHeight: '85vh',
        overflowY: 'auto',
      }}
    >
      {/* Box, not Stack: the bar is in every first page, Stack's code is not needed for one column. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 1100, mx: 'auto', p: { xs: 2, md: 2.5 }, gap: 1.5 }}>
        {showOptions ? (
          <Suspense fallback={<Typography role="status">{t('common.loading')}</Typography>}>
            <CookieOptions
              initial={preferences ?? DEFAULT_COOKIE_CHOICE}
              onSave={(choice) => cookieConsentStore.save(choice)}
              onBack={startWithOptions ? undefined : () => setShowOptions(false)}
            />
          </Suspense>
        ) : (
          <>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('cookies.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('cookies.text')}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, justifyContent: 'flex-end' }}>
              <PlainButton variant="text" onClick={() => setShowOptions(true)}>
                {t('cookies.customize')}
              </PlainButton>
              <PlainButton variant="outlined" onClick={() => cookieConsentStore.save(choiceForAll(false))}>
                {t('cookies.refuseAll')}
              </PlainButton>
              <PlainButton variant="contained" onClick={() => cookieConsentStore.save(choiceForAll(true))}>
                {t('cookies.acceptAll')}
              </PlainButton>
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
