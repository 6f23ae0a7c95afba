import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; width: number; title: string; titleId: string; onClose: () => void; children: ReactNode };

/** The frame of the delivery dialogs: `width` wide from sm up, full screen on phones. */
export function DeliveryDialogFrame({ open, width, title, titleId, onClose, children }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? {} : { width, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('delivery.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
