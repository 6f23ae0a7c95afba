import ExpandMore from '@mui/icons-material/ExpandMore';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainButtonLink, PlainIconButton, PlainIconButtonLink } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';
import { openLoginDialogInstead } from '../../../lib/api/login-dialog';
import { useCurrentUser } from '../api/get-current-user';
import { prefetchLoginDialog } from './login-dialog-host';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(loadUserMenu);

const wideButton = { flexShrink: 0, fontSize: 16 } as const;

/**
 * The navbar's account place: 'Accedi' for a visitor (it opens the login dialog, and is a link to
 * the /login page for a new tab), the shopper's first name with a menu (profile, logout) once logged in.
 * An icon on phones (`wide` false), the icon and the text on larger screens. Plain buttons: MUI's
 * Button here would bring Button, its ripple and its spinner into every page's first download.
 */
export function AccountButton({ wide }: { wide: boolean }) {
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
      color: 'inherit',
      to: paths.login.to(),
      onClick: (event: MouseEvent) => void openLoginDialogInstead(event),
      onPointerEnter: prefetchLoginDialog,
      onFocus: prefetchLoginDialog,
    } as const;
    // While a stored session is being checked the place is kept, without offering a login yet.
    const visibility = isPending ? 'hidden' : 'visible';
    return wide ? (
      <PlainButtonLink startIcon={<PersonOutline />} {...loginLink} style={{ ...wideButton, visibility }}>
        {t('shell.login')}
      </PlainButtonLink>
    ) : (
      <PlainIconButtonLink aria-label={t('shell.login')} {...loginLink} style={{ visibility }}>
        <PersonOutline />
      </PlainIconButtonLink>
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
      {wide ? (
        <PlainButton
          color="inherit"
          startIcon={<PersonOutline />}
          endIcon={<ExpandMore />}
          aria-label={t('auth.userMenu.open', { firstName: user.firstName })}
          {...menuButton}
          style={{ ...wideButton, textTransform: 'none', maxWidth: 220 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.firstName}</span>
        </PlainButton>
      ) : (
        <PlainIconButton aria-label={t('auth.userMenu.open', { firstName: user.firstName })} {...menuButton}>
          <PersonOutline />
        </PlainIconButton>
      )}
      {menuWanted && (
        <Suspense fallback={null}>
          <UserMenu id="user-menu" anchor={anchor} user={user} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
