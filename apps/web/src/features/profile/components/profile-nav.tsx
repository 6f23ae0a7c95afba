import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { usePaymentDueDates } from '../api/payment-due-dates';

type Section = { labelKey: string; to?: string };

/** The profile's sections; those without an address arrive with later issues and are shown as coming soon. */
export const profileSections: readonly Section[] = [
  { labelKey: 'profile.nav.dashboard', to: paths.profileDashboard.to() },
  { labelKey: 'profile.nav.profile', to: paths.profileUpdate.to() },
  { labelKey: 'profile.nav.orders', to: paths.profileOrders.to() },
  { labelKey: 'profile.nav.lists', to: paths.profileLists.to() },
  { labelKey: 'profile.nav.favourites', to: paths.profileFavourites.to() },
  { labelKey: 'profile.nav.addresses', to: paths.profileAddresses.to() },
];

/** Shown only to a shopper paying by deferred payment (second file, section 2: payment due dates). */
const paymentDueDatesSection: Section = { labelKey: 'profile.nav.paymentDueDates', to: paths.profilePaymentDueDates.to() };

const itemSx = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: 48,
  px: 2,
  py: 1,
  borderRadius: { xs: 6, md: 1 },
  border: { xs: 1, md: 0 },
  borderColor: { xs: 'divider' },
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: 15,
  whiteSpace: 'nowrap',
} as const;

/**
 * The profile's menu: a column beside the page from md up, a row of pills that scrolls sideways on
 * phones. Sections still to come are there, not clickable, marked 'Presto disponibile'.
 */
export function ProfileNav({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const deferredPayment = usePaymentDueDates().data?.deferredPayment === true;
  const sections = deferredPayment ? [...profileSections, paymentDueDatesSection] : profileSections;
  // A section below another (Favourites under My lists) takes the highlight alone when it is the page shown.
  const shownBelow = (to: string) =>
    profileSections.some(
      (other) => other.to?.startsWith(`${to}/`) && (pathname === other.to || pathname.startsWith(`${other.to}/`)),
    );
  return (
    <Box component="nav" aria-label={t('profile.nav.label')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: { xs: 1, md: 0.5 },
          overflowX: { xs: 'auto', md: 'visible' },
          pb: { xs: 1, md: 0 },
          mx: { xs: -1.5, sm: 0 },
          px: { xs: 1.5, sm: 0 },
        }}
      >
        {sections.map((section) => (
          <li key={section.labelKey}>
            {section.to ? (
              <Box
                component={NavLink}
                to={section.to}
                end={shownBelow(section.to)}
                sx={{
                  ...itemSx,
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
                }}
              >
                {t(section.labelKey)}
              </Box>
            ) : (
              <Box aria-disabled="true" sx={{ ...itemSx, color: 'text.disabled', borderStyle: { xs: 'dashed', md: 'none' } }}>
                {t(section.labelKey)}
                <Box component="span" sx={{ fontSize: 12, fontWeight: 400 }}>
                  {t('profile.nav.soon')}
                </Box>
              </Box>
            )}
          </li>
        ))}
        <Box component="li" sx={{ display: { xs: 'none', md: 'block' }, mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Box
            component="button"
            type="button"
            onClick={onLogout}
            sx={{
              ...itemSx,
              width: '100%',
              flexDirection: 'row',
              justifyContent: 'flex-start',
              gap: 1,
              bgcolor: 'transparent',
              font: 'inherit',
              fontWeight: 600,
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Logout fontSize="small" />
            {t('profile.nav.logout')}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
