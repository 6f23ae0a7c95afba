import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type AdminOrder, orderStatusTable, voidedStatusIds } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../wishlists/components/confirm-dialog';
import type { useOrderActions } from './use-order-actions';

type Props = { order: AdminOrder; actions: ReturnType<typeof useOrderActions> };

/**
 * One button per status the order may go to next (the server's nextStatuses, from the transition
 * table). Statuses that read alike are one button, the first of them (7 and 18 are both 'In consegna':
 * staff cannot tell two equal buttons apart), and the one that reads as the current status (4 → 5, both
 * 'In preparazione') is left out: for staff it changes nothing. Cancelling or invalidating cannot be
 * undone: those ask first (Si/No).
 */
export function StatusActions({ order, actions }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ orderStatusId: number; label: string } | null>(null);
  const current = order.nextStatuses.length ? (orderStatusTable.labelOf(order.orderStatusId) ?? order.orderStatusDescr) : '';
  const choices = order.nextStatuses.filter(
    (next, index, all) => next.label !== current && all.findIndex((other) => other.label === next.label) === index,
  );
  const move = (next: { orderStatusId: number; label: string }) =>
    void actions.run(
      { kind: 'status', statusId: next.orderStatusId },
      t('backOffice.status.moved', { orderId: order.orderId, label: next.label }),
    );
  const answer = (confirmed: boolean) => {
    const next = asking;
    setAsking(null);
    if (confirmed && next) move(next);
  };
  return (
    <Box component="section" aria-labelledby="back-office-status">
      <Typography id="back-office-status" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('backOffice.status.title')}
      </Typography>
      {choices.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.status.final')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {choices.map((next, index) => {
            const voids = voidedStatusIds.includes(next.orderStatusId);
            return (
              <Button
                key={next.orderStatusId}
                variant={index === 0 && !voids ? 'contained' : 'outlined'}
                color={voids ? 'error' : 'primary'}
                disabled={actions.isPending}
                onClick={() => (voids ? setAsking(next) : move(next))}
              >
                {t('backOffice.status.moveTo', { label: next.label })}
              </Button>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        text={t('backOffice.status.confirm', { orderId: order.orderId, label: asking?.label ?? '' })}
        onAnswer={answer}
      />
    </Box>
  );
}
