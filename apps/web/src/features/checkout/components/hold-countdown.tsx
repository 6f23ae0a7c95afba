import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutHold, usePrepareCheckout } from '../api/checkout';

/** Minutes and seconds left, as '14:05'. */
export function formatRemaining(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The slot hold checkout/prepare made ('Vai al pagamento'), counting down on /payment (decision 0007:
 * CHECKOUT_HOLD_MINUTES). Once it has run out the slot is no longer kept: confirming tries to take a
 * place again, and 'Riserva di nuovo' holds it again now. Not a live region: a screen reader is not
 * told every second; the end is announced once (role alert).
 */
export function HoldCountdown({ editsOrderId, heldUntil }: { editsOrderId: number | null; heldUntil?: string | null }) {
  const { t } = useTranslation();
  const hold = useCheckoutHold();
  const prepare = usePrepareCheckout();
  const [now, setNow] = useState(() => Date.now());
  // The prepare of this page, else the cart's own lock (a reload of /payment while it is being paid).
  const expiresAt = hold?.expiresAt ?? heldUntil;
  const endsAt = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const running = Number.isFinite(endsAt) && endsAt > now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  if (!Number.isFinite(endsAt)) return null;
  if (running)
    return (
      <Alert severity="info" role="note" icon={<TimerOutlined />} data-testid="hold-countdown">
        {t('totals.holdRemaining', { time: formatRemaining(endsAt - now) })}
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="hold-countdown"
      action={
        <Button color="inherit" size="small" disabled={prepare.isPending} onClick={() => prepare.mutate(editsOrderId)}>
          {t('totals.holdRenew')}
        </Button>
      }
    >
      {prepare.isError ? prepare.error.message : t('totals.holdExpired')}
    </Alert>
  );
}
