import Alert from '@mui/material/Alert';
import type { ActionNotice as Notice } from './use-order-actions';

/** A change's outcome in the page's flow (it moves the content down, never covers it); read out when it appears. */
export function ActionNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
      {notice.text}
    </Alert>
  );
}
