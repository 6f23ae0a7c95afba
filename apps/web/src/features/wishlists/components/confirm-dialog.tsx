import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; text: string; onAnswer: (confirmed: boolean) => void };

/** A question with the specification's 'No' and 'Sì' buttons. */
export function ConfirmDialog({ open, text, onAnswer }: Props) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} aria-describedby={textId}>
      <DialogContent>
        <Typography id={textId}>{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('common.no')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)}>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
