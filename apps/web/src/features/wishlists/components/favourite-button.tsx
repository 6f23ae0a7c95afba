import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Product } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { loginDialog } from '../../../lib/api/login-dialog';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useSetFavourite } from '../api/set-favourite';
import { useFavourites } from '../api/wishlist-queries';

type Props = {
  product: Pick<Product, 'productId' | 'name'>;
  /** 'card': a round heart over the picture's bottom-right corner; 'page': a heart button with its text, for the product page. */
  placement?: 'card' | 'page';
};

/** The heart: puts the product on the favourites list or takes it off; a visitor gets the login dialog. */
export function FavouriteButton({ product, placement = 'card' }: Props) {
  const { t } = useTranslation();
  const { isLoggedIn } = useCurrentUser();
  const favourites = useFavourites();
  const setFavourite = useSetFavourite();
  const pending = setFavourite.isPending ? setFavourite.variables : undefined;
  const saved = favourites.data?.productIds.includes(product.productId) ?? false;
  // Shown at once: the heart answers the click before the server does.
  const on = pending?.productId === product.productId ? pending.favourite : saved;
  const label = on
    ? t('wishlists.favourite.remove', { name: product.name })
    : t('wishlists.favourite.add', { name: product.name });
  const icon = on ? <Favorite fontSize="small" /> : <FavoriteBorder fontSize="small" />;

  const toggle = () => {
    if (!isLoggedIn) {
      loginDialog.open();
      return;
    }
    setFavourite.mutate(
      { productId: product.productId, favourite: !on },
      { onError: (error) => void showToast(error.message, { variant: 'error' }) },
    );
  };

  if (placement === 'page')
    return (
      <Button
        onClick={toggle}
        aria-label={label}
        aria-pressed={on}
        variant="outlined"
        startIcon={icon}
        sx={{ alignSelf: 'flex-start', color: on ? 'error.main' : 'text.primary', borderColor: 'divider' }}
      >
        {on ? t('wishlists.favourite.pageSaved') : t('wishlists.favourite.pageAdd')}
      </Button>
    );
  return (
    <IconButton
      onClick={toggle}
      aria-label={label}
      aria-pressed={on}
      title={label}
      size="small"
      sx={{
        position: 'absolute',
        bottom: 6,
        right: 6,
        zIndex: 1,
        color: on ? 'error.main' : 'text.secondary',
        bgcolor: 'background.paper',
        boxShadow: 1,
        '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
      }}
    >
      {icon}
    </IconButton>
  );
}
