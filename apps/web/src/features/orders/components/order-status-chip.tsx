import Chip from '@mui/material/Chip';
import { ORDER_STATUS, orderStatusTable } from '@spesa/domain';

type Tone = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** The colour of a status: waiting for payment warns, delivered succeeds, the failed and cancelled ones are red. */
function toneOf(statusId: number): Tone {
  if (statusId === ORDER_STATUS.waitingPayment || statusId === ORDER_STATUS.completePayment) return 'warning';
  if (statusId === ORDER_STATUS.ordered) return 'primary';
  if (statusId === ORDER_STATUS.delivered || statusId === ORDER_STATUS.partiallyDelivered) return 'success';
  if (
    statusId === ORDER_STATUS.cancelled ||
    statusId === ORDER_STATUS.invalidated ||
    statusId === ORDER_STATUS.failed ||
    statusId === ORDER_STATUS.notCollected
  )
    return 'error';
  return 'info';
}

/** An order's status with its Italian label from the domain's status table (the server's text for an unknown id). */
export function OrderStatusChip({ statusId, fallback }: { statusId: number; fallback: string }) {
  return (
    <Chip size="small" color={toneOf(statusId)} label={orderStatusTable.labelOf(statusId) ?? fallback} sx={{ fontWeight: 700 }} />
  );
}
