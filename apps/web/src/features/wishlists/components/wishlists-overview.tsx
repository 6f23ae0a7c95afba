import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Favorite from '@mui/icons-material/Favorite';
import ListAlt from '@mui/icons-material/ListAlt';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canManageWishlist, WISHLIST_NAME_MAX_LENGTH, type WishlistSummary } from '@spesa/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useCreateWishlist, useDeleteWishlist, useRenameWishlist } from '../api/wishlist-mutations';
import { useFavourites, useWishlists } from '../api/wishlist-queries';
import { ConfirmDialog } from './confirm-dialog';

/** A name box and its button: 'CREA' for a new list, 'Salva' when renaming. */
function NameForm({
  initial = '',
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing(!trimmed);
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        label={t('wishlists.newListName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={missing}
        helperText={missing ? t('wishlists.nameRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: WISHLIST_NAME_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, minHeight: 40 }}>
        {submitLabel}
      </Button>
      {children}
    </Box>
  );
}

/** A row of My lists (the favourites or a list): its icon, its name as a link, the line under it and its buttons. */
function OverviewRow({
  icon,
  to,
  name,
  detail,
  children,
}: {
  icon: ReactNode;
  to: string;
  name: string;
  detail: string;
  children?: ReactNode;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
      {icon}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component={Link}
          to={to}
          sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

function ListRow({ list, onRename, onDelete }: { list: WishlistSummary; onRename: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const { owner, grant } = list.sharingData;
  const sharing = owner
    ? `${t('wishlists.sharedBy', { name: `${owner.firstName} ${owner.lastName}` })} · ${grant === 'READ' ? t('wishlists.share.read') : t('wishlists.share.write')}`
    : list.sharingData.shares.length > 0
      ? t('wishlists.sharedWith', { count: list.sharingData.shares.length })
      : null;
  return (
    <OverviewRow
      icon={owner ? <PeopleOutline color="action" /> : <ListAlt color="action" />}
      to={paths.profileList.to(list.listId)}
      name={list.name}
      detail={`${t('wishlists.productCount', { count: list.size })}${sharing ? ` · ${sharing}` : ''}`}
    >
      {canManageWishlist(list) && (
        <>
          <IconButton aria-label={t('wishlists.rename', { name: list.name })} onClick={onRename}>
            <EditOutlined />
          </IconButton>
          <IconButton aria-label={t('wishlists.delete', { name: list.name })} onClick={onDelete}>
            <DeleteOutline />
          </IconButton>
        </>
      )}
    </OverviewRow>
  );
}

/** My lists: create a list, the favourites, then every list with rename and delete (confirmed with Si/No). */
export function WishlistsOverview() {
  const { t } = useTranslation();
  const lists = useWishlists();
  const favourites = useFavourites();
  const create = useCreateWishlist();
  const rename = useRenameWishlist();
  const remove = useDeleteWishlist();
  const [renaming, setRenaming] = useState<WishlistSummary | null>(null);
  const [deleting, setDeleting] = useState<WishlistSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new key empties the name box once the list is created.
  const [createdCount, setCreatedCount] = useState(0);
  const fail = (error: Error) => setFailure(error.message);

  const answerDelete = (confirmed: boolean) => {
    const list = deleting;
    setDeleting(null);
    if (confirmed && list)
      remove.mutate(list.listId, {
        onSuccess: () => void showToast(t('wishlists.deleted', { name: list.name }), { variant: 'success' }),
        onError: fail,
      });
  };

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('wishlists.newList')}
        </Typography>
        <NameForm
          key={createdCount}
          submitLabel={t('wishlists.create')}
          busy={create.isPending}
          onSubmit={(name) => {
            setFailure(null);
            create.mutate(name, {
              onSuccess: (list) => {
                setCreatedCount((count) => count + 1);
                void showToast(t('wishlists.created', { name: list.name }), { variant: 'success' });
              },
              onError: fail,
            });
          }}
        />
      </Paper>
      {failure && (
        <ResponseMessage kind="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </ResponseMessage>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <OverviewRow
          icon={<Favorite sx={{ color: 'error.main' }} />}
          to={paths.profileFavourites.to()}
          name={t('wishlists.favourites')}
          detail={t('wishlists.productCount', { count: favourites.data?.productIds.length ?? 0 })}
        />
        {lists.isPending ? (
          <Skeleton variant="rounded" height={72} component="li" />
        ) : lists.isError ? (
          <ResponseMessage kind="error" component="li">
            {lists.error.message}
          </ResponseMessage>
        ) : (
          lists.data.lists.map((list) => (
            <ListRow key={list.listId} list={list} onRename={() => setRenaming(list)} onDelete={() => setDeleting(list)} />
          ))
        )}
      </Box>
      {lists.data?.lists.length === 0 && <Typography sx={{ color: 'text.secondary', mt: 2 }}>{t('wishlists.none')}</Typography>}
      <Dialog open={renaming !== null} onClose={() => setRenaming(null)} aria-labelledby="rename-title" fullWidth maxWidth="xs">
        <DialogTitle id="rename-title">{t('wishlists.renameTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {renaming && (
            <NameForm
              initial={renaming.name}
              submitLabel={t('wishlists.save')}
              busy={rename.isPending}
              onSubmit={(name) =>
                rename.mutate(
                  { listId: renaming.listId, name },
                  { onSuccess: () => setRenaming(null), onError: (error) => void showToast(error.message, { variant: 'error' }) },
                )
              }
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRenaming(null)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        text={t('wishlists.deleteConfirm', { name: deleting?.name ?? '' })}
        onAnswer={answerDelete}
      />
    </Box>
  );
}
