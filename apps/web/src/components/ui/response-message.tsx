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

/** The Alert's own props (onClose for a close button, action, sx, a ref to focus it…) but not its colour or role. */
type Props = Omit<AlertProps, 'severity' | 'role' | 'color'> & {
  kind: ResponseMessageKind;
  children: ReactNode;
};

/**
 * The response-message box every screen uses for what a call answered. Errors and warnings are
 * announced at once (role alert); an info is polite (role status) so it does not interrupt.
 */
export function ResponseMessage({ kind, children, ...alertProps }: Props) {
  return (
    <Alert
      icon={kind === 'info' ? <InfoOutlined fontSize="inherit" /> : undefined}
      {...alertProps}
      severity={severityOf[kind]}
      role={kind === 'info' ? 'status' : 'alert'}
      data-kind={kind}
    >
      {children}
    </Alert>
  );
}
