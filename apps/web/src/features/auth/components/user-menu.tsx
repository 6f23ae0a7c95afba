import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Storefront from '@mui/icons-material/Storefront';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { User } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogoutAndGoHome } from '../hooks/use-logout-and-go-home';

type Props = { id: string; anchor: HTMLElement | null; user: User; onClose: () => void };

/** The logged-in shopper's menu: their profile, their orders, and logout (which ends the session and goes Home). */
export default function UserMenu({ id, anchor, user, onClose }: Props) {
  const { t } = useTranslation();
  const logoutAndGoHome = useLogoutAndGoHome();
  const greetingId = `${id}-greeting`;

  const leave = () => {
    onClose();
    void logoutAndGoHome();
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5 } }, list: { 'aria-labelledby': greetingId } }}
    >
      {/* The greeting names the menu and is no stop of the arrow keys nor the first focus (a subheader
          is skipped by MUI's MenuList, as the divider is). */}
      <ListSubheader
        id={greetingId}
        role="presentation"
        sx={{ position: 'static', px: 2, py: 1, lineHeight: 1.5, fontSize: '1rem', fontWeight: 700, color: 'text.primary' }}
      >
        {t('auth.userMenu.greeting', { firstName: user.firstName })}
      </ListSubheader>
      <Divider component="li" role="presentation" />
      <MenuItem component={RouterLink} to={paths.profileUpdate.to()} onClick={onClose}>
        <ListItemIcon>
          <PersonOutline fontSize="small" />
        </ListItemIcon>
        {t('auth.userMenu.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.profileOrders.to()} onClick={onClose}>
        <ListItemIcon>
          <ReceiptLong fontSize="small" />
        </ListItemIcon>
        {t('flows.myOrders')}
      </MenuItem>
      {user.ssoUser && (
        <MenuItem component={RouterLink} to={paths.admin.to()} onClick={onClose}>
          <ListItemIcon>
            <Storefront fontSize="small" />
          </ListItemIcon>
          {t('backOffice.menuEntry')}
        </MenuItem>
      )}
      <MenuItem onClick={leave}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('auth.userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
