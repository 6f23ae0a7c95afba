import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A yes/no question of the cart (first file, section 8: confirm dialogs use 'Si' and 'No'). */
export default function CartConfirmDialog({ text, onAnswer }: { text: string; onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby={textId} maxWidth="xs" fullWidth>
      <DialogContent>
        <Typography id={textId}>{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('common.no')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
