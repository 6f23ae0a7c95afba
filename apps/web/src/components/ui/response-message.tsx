import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert, { type AlertProps } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** What a server answer (or the screen on its behalf) says: its errorsMessage, warningsMessage or infosMessage. */
export type ResponseMessageKind = 'error' | 'warning' | 'info';

/**
 * The spec's colour for each kind (second file, section 2 and section 8): errors red, warnings
 * yellow, infos green. MUI's own "info" is blue, so an info is drawn as a success with the info icon.
 */
const severityOf = { error: 'error', warning: 'warning', info: 'success' } as const satisfies Record<
  ResponseMessageKind,
  AlertProps['severity']
>;

type Props = {
  kind: ResponseMessageKind;
  children: ReactNode;
  /** A close button, when the screen lets the shopper dismiss the message. */
  onClose?: () => void;
  /** A button beside the text (for instance "Salva comunque"). */
  action?: ReactNode;
  sx?: AlertProps['sx'];
  id?: string;
};

/**
 * The response-message box every screen uses for what a call answered. Errors and warnings are
 * announced at once (role alert); an info is polite (role status) so it does not interrupt.
 */
export function ResponseMessage({ kind, children, onClose, action, sx, id }: Props) {
  return (
    <Alert
      id={id}
      severity={severityOf[kind]}
      variant="standard"
      role={kind === 'info' ? 'status' : 'alert'}
      icon={kind === 'info' ? <InfoOutlined fontSize="inherit" /> : undefined}
      onClose={onClose}
      action={action}
      sx={sx}
      data-kind={kind}
    >
      {children}
    </Alert>
  );
}
