import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type AdminOrder, isDestructiveStatus, orderStatusTable } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../wishlists/components/confirm-dialog';
import { ActionNotice } from './action-notice';
import type { useOrderActions } from './use-order-actions';

type Props = { order: AdminOrder; actions: ReturnType<typeof useOrderActions> };
type Choice = { orderStatusId: number; label: string };

/**
 * One button per status the order may go to next (the server's nextStatuses, from the transition
 * table). Statuses that read alike are one button, the first of them (7 and 18 are both 'In consegna':
 * staff cannot tell two equal buttons apart), and the one that reads as the current status (4 → 5, both
 * 'In preparazione') is left out: for staff it changes nothing. The statuses that end the order
 * without delivery (cancelled, invalidated, not collected, failed) sit apart, after a rule and on the
 * other side, outlined in red, and ask first (Sì/No): a tap meant for the main action never lands on them.
 */
export function StatusActions({ order, actions }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Choice | null>(null);
  const current = order.nextStatuses.length ? (orderStatusTable.labelOf(order.orderStatusId) ?? order.orderStatusDescr) : '';
  const choices = order.nextStatuses.filter(
    (next, index, all) => next.label !== current && all.findIndex((other) => other.label === next.label) === index,
  );
  const forward = choices.filter((next) => !isDestructiveStatus(next.orderStatusId));
  const destructive = choices.filter((next) => isDestructiveStatus(next.orderStatusId));
  const move = (next: Choice) =>
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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {forward.map((next, index) => (
              <Button
                key={next.orderStatusId}
                variant={index === 0 ? 'contained' : 'outlined'}
                size={index === 0 ? 'large' : 'medium'}
                disabled={actions.isPending}
                onClick={() => move(next)}
              >
                {t('backOffice.status.moveTo', { label: next.label })}
              </Button>
            ))}
          </Box>
          {destructive.length > 0 && (
            <Box
              role="group"
              aria-label={t('backOffice.status.endWithoutDelivery')}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                pl: { sm: 2 },
                borderLeft: { sm: 1 },
                borderColor: { sm: 'divider' },
              }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary', width: '100%' }}>
                {t('backOffice.status.endWithoutDelivery')}
              </Typography>
              {destructive.map((next) => (
                <Button
                  key={next.orderStatusId}
                  variant="outlined"
                  color="error"
                  size="small"
                  disabled={actions.isPending}
                  onClick={() => setAsking(next)}
                >
                  {t('backOffice.status.moveTo', { label: next.label })}
                </Button>
              ))}
            </Box>
          )}
        </Box>
      )}
      <ActionNotice notice={actions.noticeAt('status')} />
      <ConfirmDialog
        open={asking !== null}
        text={t('backOffice.status.confirm', { orderId: order.orderId, label: asking?.label ?? '' })}
        onAnswer={answer}
      />
    </Box>
  );
}
