import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Share from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { canEditWishlist, canManageWishlist, type Wishlist, type WishlistItem } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { useAddWishlistToCart } from '../api/add-wishlist-to-cart';
import { useRemoveWishlistItem, useUpdateWishlistItem } from '../api/wishlist-items';
import { useWishlist } from '../api/wishlist-queries';
import { ConfirmDialog } from './confirm-dialog';
import { ShareDialog } from './share-dialog';
import { WishlistItemRow } from './wishlist-item-row';

const headingSx = { fontWeight: 800, fontSize: { xs: 26, sm: 32 } } as const;

/** The page of one list (or of the favourites, null until the first heart): its items and what can be done with them. */
export function WishlistDetail({ listId, title }: { listId: number | null; title?: string }) {
  const { t } = useTranslation();
  const list = useWishlist(listId);
  if (listId === null)
    return (
      <>
        <Head title={title ?? ''} />
        <Typography component="h1" variant="h4" sx={{ ...headingSx, mb: 2 }}>
          {title}
        </Typography>
        <Typography>{t('wishlists.detail.favouritesEmpty')}</Typography>
      </>
    );
  if (list.isPending) return <Skeleton variant="rounded" height={240} />;
  if (list.isError) return <ResponseMessage kind="error">{list.error.message}</ResponseMessage>;
  return <LoadedWishlist wishlist={list.data} title={title} />;
}

function LoadedWishlist({ wishlist, title }: { wishlist: Wishlist; title?: string }) {
  const { t } = useTranslation();
  const editable = canEditWishlist(wishlist);
  const update = useUpdateWishlistItem(wishlist.listId);
  const remove = useRemoveWishlistItem(wishlist.listId);
  const addAll = useAddWishlistToCart();
  const [toRemove, setToRemove] = useState<WishlistItem | null>(null);
  const [sharing, setSharing] = useState(false);
  const busy = update.isPending || remove.isPending;
  const heading = title ?? wishlist.name;
  const { owner, grant } = wishlist.sharingData;
  const showError = (error: Error) => void showToast(error.message, { variant: 'error' });

  const addAllToCart = () =>
    addAll.mutate(wishlist.listId, {
      onSuccess: ({ warnings }) => {
        void showToast(t('wishlists.detail.addedToCart'), { variant: 'success' });
        for (const warning of warnings) void showToast(warning.description, { variant: 'warning' });
      },
      onError: (error) => void showToast(error.message || t('errors.errorAddingProductFromList'), { variant: 'error' }),
    });

  const answerRemoval = (confirmed: boolean) => {
    const item = toRemove;
    setToRemove(null);
    if (confirmed && item) remove.mutate(item.itemId, { onError: showError });
  };

  return (
    <Box>
      <Head title={heading} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={headingSx}>
            {heading}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('wishlists.productCount', { count: wishlist.size })}
            {owner && ` · ${t('wishlists.sharedBy', { name: `${owner.firstName} ${owner.lastName}` })}`}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {canManageWishlist(wishlist) && (
            <Button variant="outlined" startIcon={<Share />} onClick={() => setSharing(true)}>
              {t('wishlists.share.open')}
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={<AddShoppingCart />}
            onClick={addAllToCart}
            disabled={wishlist.size === 0 || addAll.isPending}
          >
            {t('wishlists.detail.addAll')}
          </Button>
        </Box>
      </Box>
      {grant === 'READ' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('wishlists.detail.readOnly')}
        </Alert>
      )}
      {wishlist.wishlistItems.length === 0 ? (
        <Typography>{t(wishlist.isFavourites ? 'wishlists.detail.favouritesEmpty' : 'wishlists.detail.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('wishlists.detail.items')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {wishlist.wishlistItems.map((item) => (
            <WishlistItemRow
              key={item.itemId}
              item={item}
              editable={editable}
              busy={busy}
              onQuantity={(quantity) => update.mutate({ itemId: item.itemId, quantity }, { onError: showError })}
              onRemove={() => setToRemove(item)}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog open={toRemove !== null} text={t('wishlists.detail.removeConfirm')} onAnswer={answerRemoval} />
      {canManageWishlist(wishlist) && <ShareDialog open={sharing} wishlist={wishlist} onClose={() => setSharing(false)} />}
    </Box>
  );
}
