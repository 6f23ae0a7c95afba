import CloseIcon from '@mui/icons-material/Close';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TenantSettings } from '@spesa/domain';
import { CART_DRAWER_WIDTH } from '@spesa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import CartDrawerContent from '../../features/cart/components/cart-drawer-content';
import CategoryMenu from '../../features/categories/components/category-menu';
import LinksDrawerContent from '../../features/shell/components/links-drawer-content';
import type { DrawerName } from './navbar';

type Props = {
  open: DrawerName | null;
  tenant: TenantSettings;
  onOpen: (drawer: DrawerName) => void;
  onClose: () => void;
};

/** The shell's three drawers, downloaded the first time one is wanted. */
export default function ShellDrawers({ open, tenant, onOpen, onClose }: Props) {
  const { t } = useTranslation();
  const { isLoggedIn } = useCurrentUser();
  return (
    <>
      <ShellDrawer
        anchor="left"
        open={open === 'categories'}
        onClose={onClose}
        title={t('shell.categoriesTitle')}
        titleId="drawer-categories-title"
        width={{ xs: 'min(380px, calc(100vw - 32px))', md: 'min(1180px, calc(100vw - 48px))' }}
      >
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <CategoryMenu onNavigate={onClose} />
        </Box>
        <Box sx={{ display: { md: 'none' } }}>
          <Divider />
          <Button
            fullWidth
            startIcon={<InfoOutlined />}
            onClick={() => onOpen('links')}
            sx={{ py: 1.5, justifyContent: 'flex-start', px: 2 }}
          >
            {t('shell.openLinks')}
          </Button>
        </Box>
      </ShellDrawer>
      <ShellDrawer
        anchor="left"
        open={open === 'links'}
        onClose={onClose}
        title={t('shell.linksTitle')}
        titleId="drawer-links-title"
        width="min(360px, calc(100vw - 32px))"
      >
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <LinksDrawerContent tenant={tenant} onNavigate={onClose} />
        </Box>
      </ShellDrawer>
      <ShellDrawer
        anchor="right"
        open={open === 'cart'}
        onClose={onClose}
        title={t('shell.cartTitle')}
        titleId="drawer-cart-title"
        width={`min(${CART_DRAWER_WIDTH}px, 100vw)`}
      >
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <CartDrawerContent loggedIn={isLoggedIn} onClose={onClose} />
        </Box>
      </ShellDrawer>
    </>
  );
}

type DrawerProps = {
  anchor: 'left' | 'right';
  open: boolean;
  onClose: () => void;
  title: string;
  titleId: string;
  width: string | Record<string, string>;
  children: ReactNode;
};

function ShellDrawer({ anchor, open, onClose, title, titleId, width, children }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width, display: 'flex', flexDirection: 'column' }, role: 'dialog', 'aria-labelledby': titleId } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        <IconButton edge="end" aria-label={t('shell.closeDrawer')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}
