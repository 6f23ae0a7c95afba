import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A server message whose code is shown as a dialog (msg.cart.availability.errors): its title and what the server said. */
export default function CartMessageDialog({ title, lines, onClose }: { title: string; lines: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {lines.length > 0 && (
        <DialogContent>
          {lines.map((line) => (
            <Typography key={line} sx={{ mb: 1 }}>
              {line}
            </Typography>
          ))}
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('cart.messageDialogClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
