import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { openLoginDialogInstead } from '../../../lib/api/login-dialog';
import { CartDeliverySummary } from '../../cart/components/cart-delivery-summary';

/**
 * The cart drawer: for a visitor, the cart needs a login (its button opens the login dialog); a
 * logged-in shopper sees the cart's address and time slot (items arrive with the cart's own issue).
 */
export default function CartDrawerContent({ loggedIn, onClose }: { loggedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2 }}
    >
      {loggedIn && <CartDeliverySummary />}
      <Box
        sx={{
          width: 88,
          height: 88,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          mt: 2,
        }}
      >
        <ShoppingCartOutlined sx={{ fontSize: 44 }} />
      </Box>
      {loggedIn ? (
        <Typography sx={{ maxWidth: 360 }}>{t('shell.cartEmpty')}</Typography>
      ) : (
        <VisitorCartNotice onClose={onClose} />
      )}
      <Button variant="text" onClick={onClose}>
        {t('shell.continueShopping')}
      </Button>
    </Box>
  );
}

function VisitorCartNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography sx={{ maxWidth: 360 }}>{t('shell.cartLoginNeeded')}</Typography>
      <Button
        variant="contained"
        size="large"
        component={RouterLink}
        to={paths.login.to()}
        onClick={(event: MouseEvent) => {
          if (openLoginDialogInstead(event)) onClose();
        }}
        sx={{ minWidth: 200 }}
      >
        {t('shell.cartLoginButton')}
      </Button>
      <Link component={RouterLink} to={paths.registration.to()} onClick={onClose}>
        {t('shell.cartRegister')}
      </Link>
    </>
  );
}
