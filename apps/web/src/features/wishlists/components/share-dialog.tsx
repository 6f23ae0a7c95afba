import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Wishlist, WishlistGrant } from '@spesa/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { useShareWishlist, useUnshareWishlist } from '../api/share-wishlist';

type Props = { open: boolean; wishlist: Wishlist; onClose: () => void };

/**
 * The owner shares the list with an e-mail address, read-only or with changes allowed, and sees and
 * removes the shares: the addresses as typed, never who holds them (the shop does not tell whether
 * an address has an account; it mails it the list or an invitation to register).
 */
export function ShareDialog({ open, wishlist, onClose }: Props) {
  const { t } = useTranslation();
  const share = useShareWishlist(wishlist.listId);
  const unshare = useUnshareWishlist(wishlist.listId);
  const [email, setEmail] = useState('');
  const [grant, setGrant] = useState<WishlistGrant>('READ');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = email.trim();
    share.mutate(
      { email: typed, grant },
      {
        onSuccess: () => {
          setEmail('');
          void showToast(t('wishlists.share.done', { email: typed }), { variant: 'success' });
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title" sx={{ fontWeight: 800 }}>
        {t('wishlists.share.title', { name: wishlist.name })}
      </DialogTitle>
      <DialogContent>
        <Box component="form" id="share-form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
          <TextField
            label={t('wishlists.share.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            helperText={t('wishlists.share.emailHint')}
            required
          />
          <RadioGroup
            row
            value={grant}
            onChange={(event) => setGrant(event.target.value as WishlistGrant)}
            aria-label={t('wishlists.share.grant')}
          >
            <FormControlLabel value="READ" control={<Radio />} label={t('wishlists.share.read')} />
            <FormControlLabel value="WRITE" control={<Radio />} label={t('wishlists.share.write')} />
          </RadioGroup>
          {failure && <ResponseMessage kind="error">{failure}</ResponseMessage>}
        </Box>
        <Typography sx={{ fontWeight: 700, mt: 2, mb: 1 }}>{t('wishlists.share.sharedWith')}</Typography>
        {wishlist.sharingData.shares.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('wishlists.share.nobody')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {wishlist.sharingData.shares.map((entry) => (
              <Box component="li" key={entry.email} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {/* Whole, wrapped where it must: the owner checks the very address they typed. */}
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.email}</Typography>
                  <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                    {entry.grant === 'READ' ? t('wishlists.share.read') : t('wishlists.share.write')}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={t('wishlists.share.remove', { email: entry.email })}
                  disabled={unshare.isPending}
                  onClick={() => unshare.mutate(entry.email, { onError: (error) => setFailure(error.message) })}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button type="submit" form="share-form" variant="contained" disabled={share.isPending}>
          {t('wishlists.share.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
