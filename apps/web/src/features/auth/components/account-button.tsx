import ExpandMore from '@mui/icons-material/ExpandMore';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { openLoginDialogInstead } from '../../../lib/api/login-dialog';
import { useCurrentUser } from '../api/get-current-user';
import { prefetchLoginDialog } from './login-dialog-host';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(loadUserMenu);

const hideOnPhones = { display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0, fontSize: 16 } as const;
const phonesOnly = { display: { md: 'none' } } as const;

/**
 * The navbar's account place: 'Accedi' for a visitor (it opens the login dialog, and is a link to
 * the /login page for a new tab), the shopper's first name with a menu (profile, logout) once logged in.
 */
export function AccountButton() {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    setMenuWanted(true);
    setAnchor(event.currentTarget);
  };
  const prefetchMenu = () => void loadUserMenu();

  if (!user) {
    const loginLink = {
      component: RouterLink,
      to: paths.login.to(),
      onClick: (event: MouseEvent) => void openLoginDialogInstead(event),
      onPointerEnter: prefetchLoginDialog,
      onFocus: prefetchLoginDialog,
      // While a stored session is being checked the place is kept, without offering a login yet.
      sx: { visibility: isPending ? 'hidden' : 'visible' },
    } as const;
    return (
      <>
        <IconButton color="inherit" aria-label={t('shell.login')} {...loginLink} sx={{ ...loginLink.sx, ...phonesOnly }}>
          <PersonOutline />
        </IconButton>
        <Button color="inherit" startIcon={<PersonOutline />} {...loginLink} sx={{ ...loginLink.sx, ...hideOnPhones }}>
          {t('shell.login')}
        </Button>
      </>
    );
  }

  const menuButton = {
    'aria-haspopup': 'menu',
    'aria-expanded': anchor !== null,
    'aria-controls': anchor ? 'user-menu' : undefined,
    onClick: openMenu,
    onPointerEnter: prefetchMenu,
    onFocus: prefetchMenu,
  } as const;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('auth.userMenu.open', { firstName: user.firstName })}
        {...menuButton}
        sx={phonesOnly}
      >
        <PersonOutline />
      </IconButton>
      <Button
        color="inherit"
        startIcon={<PersonOutline />}
        endIcon={<ExpandMore />}
        aria-label={t('auth.userMenu.open', { firstName: user.firstName })}
        {...menuButton}
        sx={{ ...hideOnPhones, textTransform: 'none', maxWidth: 220 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.firstName}
        </Box>
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <UserMenu id="user-menu" anchor={anchor} user={user} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
