import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AdminTimeslot } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../wishlists/components/confirm-dialog';
import { usePrepareSlot } from '../api/slot-preparation';

/**
 * A slot's morning: its picking list (a printable page) and its orders put "in preparazione" at once,
 * after a Sì/No. How it went is written in the card (never a floating notice).
 */
export function SlotMorningActions({ slot }: { slot: AdminTimeslot }) {
  const { t } = useTranslation();
  const prepare = usePrepareSlot();
  const [asking, setAsking] = useState(false);
  const answer = (confirmed: boolean) => {
    setAsking(false);
    if (confirmed) prepare.mutate(slot.timeslotId);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={paths.adminPickingList.to(slot.timeslotId)}
          startIcon={<Print />}
          aria-label={t('backOffice.morning.pickingListOf', { name: slot.name })}
          disabled={slot.orderCount === 0}
        >
          {t('backOffice.morning.pickingList')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PlaylistAddCheck />}
          onClick={() => setAsking(true)}
          loading={prepare.isPending}
          disabled={slot.orderCount === 0}
          aria-label={t('backOffice.morning.prepareOf', { name: slot.name })}
        >
          {t('backOffice.morning.prepare')}
        </Button>
      </Box>
      {prepare.isSuccess && (
        <ResponseMessage kind="info">
          {t('backOffice.morning.prepared', { count: prepare.data.moved.length })}
          {prepare.data.skipped.length > 0 && ` ${t('backOffice.morning.skipped', { count: prepare.data.skipped.length })}`}
        </ResponseMessage>
      )}
      {prepare.isError && <ResponseMessage kind="error">{prepare.error.message}</ResponseMessage>}
      <ConfirmDialog open={asking} text={t('backOffice.morning.confirm', { name: slot.name })} onAnswer={answer} />
    </Box>
  );
}
