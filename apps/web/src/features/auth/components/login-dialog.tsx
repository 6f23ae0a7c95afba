import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DIALOG_WIDTH } from '@spesa/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoginDialogRequest, LoginDialogState } from '../../../lib/api/login-dialog';
import { PostalCodeCoverage } from '../../addresses/components/postal-code-coverage';
import { LoginForm } from './login-form';

type Props = { state: LoginDialogState; onClose: () => void };

const TITLE_ID = 'login-dialog-title';

/** The login dialog (600 wide, the whole screen on phones), with the reason it opened above the form. */
export default function LoginDialog({ state, onClose }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();

  // What the dialog shows outlives its closing, so the content stays while it fades out; each
  // opening starts a new form, without what was typed or failed before.
  const [shown, setShown] = useState<{ request: LoginDialogRequest; opening: number } | null>(() =>
    state.open ? { request: state, opening: 1 } : null,
  );
  useEffect(() => {
    if (state.open) setShown((previous) => ({ request: state, opening: (previous?.opening ?? 0) + (previous ? 0 : 1) }));
  }, [state]);

  return (
    <Dialog
      open={state.open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={TITLE_ID}
      slotProps={{
        paper: { sx: fullScreen ? undefined : { width: DIALOG_WIDTH.login, maxWidth: 'calc(100% - 32px)' } },
        transition: {
          // The e-mail box takes the focus once the dialog is in place (an input's own autofocus
          // would lose it to the dialog's focus trap, and the blur would already mark it wrong),
          // unless the shopper is already typing in a field: their keys must not change box.
          onEntered: (node: HTMLElement) => {
            const active = node.ownerDocument.activeElement;
            if (active instanceof HTMLInputElement && node.contains(active)) return;
            node.querySelector<HTMLInputElement>('input[name="login"]')?.focus();
          },
          onExited: () => setShown(null),
        },
      }}
    >
      <DialogTitle id={TITLE_ID} component="h2" sx={{ fontWeight: 800, fontSize: 24, pr: 7 }}>
        {t('auth.login.title')}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {/* Room above the e-mail box for its floating label, which the content's scroll box would clip
          (MUI takes the content's top padding away after a title, hence !important, as in My lists). */}
      <DialogContent sx={{ pt: '8px !important' }}>
        {shown?.request.notice && (
          <Alert severity={shown.request.noticeSeverity ?? 'info'} sx={{ mb: 2.5 }}>
            {shown.request.notice}
          </Alert>
        )}
        {shown && (
          <LoginForm
            key={shown.opening}
            onLoggedIn={() => {
              onClose();
              // Opened by the auth guard: the page the visitor asked for, now that it lets them in.
              if (shown.request.afterLogin) void navigate(shown.request.afterLogin);
            }}
            onNavigate={onClose}
            beforeRegistration={shown.request.shopping && <PostalCodeCoverage />}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
