import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Inside the native app the update comes from the store, in a browser from a reload. */
  isNative: boolean;
  onConfirm: () => void;
  onLater: () => void;
};

/** The spec's update dialog ("upgrade version screen"): a newer version is out, "Aggiorna" goes to it. */
export default function UpdateDialog({ isNative, onConfirm, onLater }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onLater} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('appUpdate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t(isNative ? 'appUpdate.textApp' : 'appUpdate.textWeb')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLater}>{t('appUpdate.later')}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {t('appUpdate.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
