import CheckCircle from '@mui/icons-material/CheckCircle';
import ListAlt from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { canEditWishlist, LIST_SELECTOR_MAX_HEIGHT, WISHLIST_NAME_MAX_LENGTH, type WishlistSummary } from '@spesa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api/client';
import type { ListSelectorRequest, ListSelectorResult } from '../api/list-selector';
import { addProductsToWishlist } from '../api/wishlist-items';
import { createWishlist, selectWishlist } from '../api/wishlist-mutations';
import { storeWishlist, useWishlists } from '../api/wishlist-queries';

type Props = {
  open: boolean;
  request: ListSelectorRequest;
  onFinish: (result: ListSelectorResult) => void;
};

/**
 * 'Seleziona una lista': the lists the shopper may change (the selected one first), at most 300
 * high, and a name box with 'CREA' for a new one. Picking a list adds the request's items to it.
 */
export default function ListSelectorDialog({ open, request, onFinish }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lists = useWishlists();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = (lists.data?.lists ?? []).filter(canEditWishlist).sort((a, b) => Number(b.selected) - Number(a.selected));

  async function fill(list: Pick<WishlistSummary, 'listId' | 'name'>) {
    const items = request.items ?? [];
    if (items.length > 0) {
      storeWishlist(queryClient, await addProductsToWishlist(list.listId, items));
      void showToast(t('wishlists.selector.added', { name: list.name }), { variant: 'success' });
    }
    await selectWishlist(list.listId);
    onFinish({ listId: list.listId, name: list.name });
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common.genericError'));
    } finally {
      setBusy(false);
    }
  }

  const create = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setFailure(t('wishlists.nameRequired'));
      return;
    }
    void run(async () => {
      const created = await createWishlist(trimmed);
      storeWishlist(queryClient, created);
      setName('');
      await fill(created);
    });
  };

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onFinish(null)}
      aria-labelledby="list-selector-title"
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="list-selector-title" sx={{ fontWeight: 800 }}>
        {t('wishlists.selector.title')}
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: LIST_SELECTOR_MAX_HEIGHT, p: 0 }} data-testid="list-selector-lists">
        {lists.isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        ) : lists.isError ? (
          <ResponseMessage kind="error" sx={{ m: 2 }}>
            {lists.error.message}
          </ResponseMessage>
        ) : editable.length === 0 ? (
          <Box sx={{ p: 2, color: 'text.secondary' }}>{t('wishlists.selector.none')}</Box>
        ) : (
          <List dense aria-label={t('wishlists.selector.title')}>
            {editable.map((list) => (
              <ListItemButton
                key={list.listId}
                disabled={busy}
                onClick={() => void run(() => fill(list))}
                selected={list.selected}
              >
                <ListItemIcon sx={{ minWidth: 36, color: list.selected ? 'primary.main' : 'text.secondary' }}>
                  {list.selected ? <CheckCircle fontSize="small" /> : <ListAlt fontSize="small" />}
                </ListItemIcon>
                <ListItemText
                  primary={list.name}
                  secondary={t('wishlists.productCount', { count: list.size })}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <Box component="form" onSubmit={create} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', px: 3, pt: 2 }}>
        <TextField
          size="small"
          fullWidth
          label={t('wishlists.newListName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: WISHLIST_NAME_MAX_LENGTH } }}
          disabled={busy}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, minHeight: 40 }}>
          {t('wishlists.create')}
        </Button>
      </Box>
      {failure && (
        <ResponseMessage kind="error" sx={{ mx: 3, mt: 1.5 }}>
          {failure}
        </ResponseMessage>
      )}
      <DialogActions>
        <Button onClick={() => onFinish(null)} disabled={busy}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
