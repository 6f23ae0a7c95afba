import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { styled, useTheme } from '@mui/material/styles';
import type { Product } from '@spesa/domain';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainIconButton } from '../../../components/ui/plain-button';
import { showToast } from '../../../components/ui/toast';
import { loginDialog } from '../../../lib/api/login-dialog';
import { track } from '../../analytics/track';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useSetFavourite } from '../api/set-favourite';
import { useFavourites } from '../api/wishlist-queries';

type Props = {
  /** The whole product: a heart switched on sends it to analytics (add_to_wishlist). */
  product: Product;
  /** 'card': a round heart over the picture's bottom-right corner; 'page': a heart button with its text, for the product page. */
  placement?: 'card' | 'page';
};

/** What the hearts read and do: whether the shopper is logged in, the favourites, and the change. */
type FavouritesState = {
  isLoggedIn: boolean;
  productIds: readonly number[] | undefined;
  setFavourite: (change: { productId: number; favourite: boolean }) => Promise<unknown>;
};

function useFavouritesState(): FavouritesState {
  const { isLoggedIn } = useCurrentUser();
  const favourites = useFavourites();
  const { mutateAsync } = useSetFavourite();
  const productIds = favourites.data?.productIds;
  return useMemo(() => ({ isLoggedIn, productIds, setFavourite: mutateAsync }), [isLoggedIn, productIds, mutateAsync]);
}

const FavouritesContext = createContext<FavouritesState | null>(null);

/**
 * The favourites read once for all the hearts inside (a list of cards): a grid of 24 cards with a
 * query and a mutation each made the phone's first drawing of the listing much longer.
 */
export function FavouritesScope({ children }: { children: ReactNode }) {
  const state = useFavouritesState();
  return <FavouritesContext.Provider value={state}>{children}</FavouritesContext.Provider>;
}

/** The heart: puts the product on the favourites list or takes it off; a visitor gets the login dialog. */
export function FavouriteButton(props: Props) {
  const shared = useContext(FavouritesContext);
  return shared ? <Heart {...props} state={shared} /> : <HeartOnItsOwn {...props} />;
}

function HeartOnItsOwn(props: Props) {
  return <Heart {...props} state={useFavouritesState()} />;
}

/**
 * Styles written once (not per heart, as sx would): a grid draws many hearts at once. The class is
 * doubled (`&&`) to win over the plain buttons' sheet whichever of the two is written first.
 */
const CardHeart = styled(PlainIconButton)(({ theme }) => ({
  '&&': {
    position: 'absolute',
    bottom: 4,
    right: 4,
    zIndex: 1,
    // A finger's size on a phone (WCAG 2.5.5: 44 × 44 px), the icon as small as before.
    width: 44,
    height: 44,
    color: theme.palette.text.secondary,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[1],
  },
  '&&[aria-pressed="true"]': { color: theme.palette.error.main },
  '&&:hover': { backgroundColor: theme.palette.background.paper, color: theme.palette.error.main },
}));

function Heart({ product, placement = 'card', state }: Props & { state: FavouritesState }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  // The change asked and not yet answered: shown at once, the heart answers the click before the server does.
  const [pending, setPending] = useState<boolean | null>(null);
  // Only the last click's answer ends the pending state (two quick clicks must not flicker).
  const lastClick = useRef(0);
  const saved = state.productIds?.includes(product.productId) ?? false;
  const on = pending ?? saved;
  const label = on
    ? t('wishlists.favourite.remove', { name: product.name })
    : t('wishlists.favourite.add', { name: product.name });
  const icon = on ? <Favorite fontSize="small" /> : <FavoriteBorder fontSize="small" />;

  const toggle = () => {
    if (!state.isLoggedIn) {
      loginDialog.open();
      return;
    }
    const favourite = !on;
    const click = ++lastClick.current;
    setPending(favourite);
    state
      .setFavourite({ productId: product.productId, favourite })
      .then(() => favourite && track((events, names) => events.addToWishlistEvent(product, names)))
      .catch((error: Error) => void showToast(error.message, { variant: 'error' }))
      .finally(() => {
        if (lastClick.current === click) setPending(null);
      });
  };

  // On the page the button's own text is its name (WCAG 2.5.3, label in name), pressed when a favourite;
  // the product is the page's heading. The card's heart has no text: its label names the product.
  if (placement === 'page')
    return (
      <PlainButton
        onClick={toggle}
        aria-pressed={on}
        variant="outlined"
        startIcon={icon}
        style={{ alignSelf: 'flex-start', color: on ? palette.error.main : palette.text.primary, borderColor: palette.divider }}
      >
        {on ? t('wishlists.favourite.pageSaved') : t('wishlists.favourite.pageAdd')}
      </PlainButton>
    );
  return (
    <CardHeart onClick={toggle} aria-label={label} aria-pressed={on} title={label} size="small">
      {icon}
    </CardHeart>
  );
}
