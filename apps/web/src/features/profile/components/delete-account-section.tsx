import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountStandingTexts, isMasterAccount, validationMessages } from '@spesa/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useDeleteAccount } from '../api/delete-account';

/**
 * 'Elimina account' on the profile: a dialog asks the password, the server deletes the account (or
 * refuses, e.g. while an order is out for delivery: its message is shown in the dialog), then the
 * shopper is logged out, at Home, with a toast. Only a master account may delete it (the server's
 * rule): a secondary account reads why instead of the button.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const { user } = useCurrentUser();
  const master = !user || isMasterAccount(user.userType.userTypeId);

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setPassword('');
    setMissing(false);
    remove.reset();
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password === '') return;
    remove.mutate(password, {
      onSuccess: async (message) => {
        await navigate(paths.home.to(), { replace: true });
        void showToast(message ?? t('profile.deleteAccount.deleted'), { variant: 'success' });
      },
    });
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby={`${titleId}-section`}>
      <Typography id={`${titleId}-section`} component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('profile.deleteAccount.title')}
      </Typography>
      <Typography color="text.secondary">
        {master ? t('profile.deleteAccount.text') : accountStandingTexts.notMasterAccount}
      </Typography>
      {master && (
        <Button
          variant="outlined"
          color="error"
          size="large"
          onClick={() => setOpen(true)}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('profile.deleteAccount.button')}
        </Button>
      )}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form noValidate onSubmit={confirm}>
          <DialogTitle id={titleId}>{t('profile.deleteAccount.dialogTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('profile.deleteAccount.dialogText')}</DialogContentText>
            {remove.isError && (
              <ResponseMessage kind="error" sx={{ mb: 2 }}>
                {remove.error.message}
              </ResponseMessage>
            )}
            <PasswordField
              autoFocus
              fullWidth
              required
              label={t('profile.deleteAccount.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? validationMessages.loginPasswordRequired : undefined}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={remove.isPending}>
              {t('profile.deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={remove.isPending}>
              {t('profile.deleteAccount.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
