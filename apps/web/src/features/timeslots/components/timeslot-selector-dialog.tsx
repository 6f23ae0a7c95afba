import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DIALOG_WIDTH, formatAddressLine, formatEuro } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useCart } from '../../cart/api/get-cart';
import { useSelectTimeslot } from '../../cart/api/select-delivery';
import { DeliveryDialogFrame } from '../../delivery/components/delivery-dialog-frame';
import { ServiceIcon } from '../../delivery/components/service-icon';
import { type Timeslot, type TimeslotDay, useTimeslots } from '../api/get-timeslots';
import { formatDayTab } from '../utils/format-day';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The server accepted the chosen slot. */
  onChosen: () => void;
  /** 'Cambia indirizzo': back to the address selector. */
  onChangeAddress: () => void;
};

/** The time slot selector (width 750): a tab per day with active slots, a card per slot, full ones disabled. */
export default function TimeslotSelectorDialog({ open, onClose, onChosen, onChangeAddress }: Props) {
  const { t } = useTranslation();
  return (
    <DeliveryDialogFrame
      open={open}
      onClose={onClose}
      width={DIALOG_WIDTH.timeslot}
      title={t('delivery.timeslotDialogTitle')}
      titleId="timeslot-selector-title"
    >
      <TimeslotSelector onChosen={onChosen} onChangeAddress={onChangeAddress} />
    </DeliveryDialogFrame>
  );
}

/** Only active slots are listed, and days without one are skipped. */
export function bookableDays(days: TimeslotDay[]): TimeslotDay[] {
  return days
    .map((day) => ({ ...day, timeslots: day.timeslots.filter((slot) => slot.active === 1) }))
    .filter((day) => day.timeslots.length > 0);
}

export function TimeslotSelector({ onChosen, onChangeAddress }: Pick<Props, 'onChosen' | 'onChangeAddress'>) {
  const { t } = useTranslation();
  const cart = useCart();
  const list = useTimeslots();
  const select = useSelectTimeslot();
  const days = bookableDays(list.data ?? []);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const dayIso =
    (chosenDay && days.some((day) => day.dateIso === chosenDay) ? chosenDay : undefined) ??
    days.find((day) => day.selected)?.dateIso ??
    days[0]?.dateIso;
  const day = days.find((candidate) => candidate.dateIso === dayIso);
  const address = cart.data?.shippingAddress;

  const choose = (slot: Timeslot) => {
    if (!day) return;
    select.mutate(
      { date: day.dateIso, timeslotId: slot.timeslotId },
      {
        onSuccess: () => onChosen(),
        // Full or closed meanwhile (409): the server's message, and the list as it is now.
        onError: () => void list.refetch(),
      },
    );
  };

  return (
    <Box>
      {address && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <ServiceIcon addressType={address.addressType} color="primary" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{address.addressName}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatAddressLine(address)}
            </Typography>
          </Box>
          <Link component="button" type="button" onClick={onChangeAddress} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {t('timeslots.changeAddress')}
          </Link>
        </Box>
      )}
      {list.isPending ? (
        <Box aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={120} />
        </Box>
      ) : days.length === 0 || !day ? (
        <Typography sx={{ py: 2 }}>{t('timeslots.noSlots')}</Typography>
      ) : (
        <>
          <Tabs
            value={day.dateIso}
            onChange={(_, value: string) => setChosenDay(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            {days.map((candidate) => (
              <Tab
                key={candidate.dateIso}
                value={candidate.dateIso}
                label={formatDayTab(candidate.dateIso)}
                sx={{ minWidth: 88 }}
              />
            ))}
          </Tabs>
          <Box
            role="group"
            aria-label={t('timeslots.slotsOf', { day: formatDayTab(day.dateIso) })}
            aria-busy={select.isPending}
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}
          >
            {day.timeslots.map((slot) => (
              <SlotCard
                key={slot.timeslotId}
                slot={slot}
                pickup={address ? address.addressType !== 'home' : false}
                disabled={select.isPending || slot.status === 'full'}
                onChoose={() => choose(slot)}
              />
            ))}
          </Box>
        </>
      )}
      {select.isError && (
        <ResponseMessage kind="error" sx={{ mt: 2 }}>
          {select.error.message}
        </ResponseMessage>
      )}
    </Box>
  );
}

const statusColor = { empty: 'success.dark', intermediate: 'warning.dark', full: 'text.disabled' } as const;

function SlotCard({
  slot,
  pickup,
  disabled,
  onChoose,
}: {
  slot: Timeslot;
  /** A pickup (shop or locker): its cost reads 'Ritiro', not 'Consegna'. */
  pickup: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const status = t(`timeslots.status.${slot.status}`);
  const fee = slotFeeText(t, slot.deliveryFeeCents, pickup);
  return (
    <ButtonBase
      onClick={onChoose}
      disabled={disabled}
      aria-pressed={slot.selected}
      sx={{
        flexDirection: 'column',
        alignItems: 'flex-start',
        p: 1.5,
        border: 2,
        borderRadius: 1,
        borderColor: slot.selected ? 'primary.main' : 'divider',
        bgcolor: slot.selected ? 'primary.main' : slot.status === 'full' ? 'action.disabledBackground' : 'background.paper',
        color: slot.selected ? 'primary.contrastText' : 'text.primary',
        textAlign: 'left',
        '&:hover': { borderColor: 'primary.main' },
        '&.Mui-disabled': { opacity: slot.status === 'full' ? 1 : 0.6 },
        '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.dark' },
      }}
    >
      {/* The name is the visible text ('09:00 - 11:00, Disponibile, Consegna 3,90 €'): WCAG 2.5.3, label in name. */}
      <Typography sx={{ fontWeight: 700, fontSize: 17 }}>
        {`${slot.beginTime} - ${slot.endTime}`}
        <Box component="span" sx={visuallyHidden}>
          ,
        </Box>
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, color: slot.selected ? 'inherit' : statusColor[slot.status] }}>
        {slot.selected ? t('timeslots.selected') : status}
        <Box component="span" sx={visuallyHidden}>
          ,
        </Box>
      </Typography>
      <Typography variant="body2" sx={{ color: 'inherit' }} data-testid="slot-fee">
        {fee}
      </Typography>
    </ButtonBase>
  );
}

/** What the slot costs the cart now (the server's cents: free above the threshold), as the card says it. */
function slotFeeText(t: (key: string, values?: Record<string, string>) => string, cents: number, pickup: boolean): string {
  if (cents === 0) return t(pickup ? 'totals.slotPickupFree' : 'totals.slotFeeFree');
  return t(pickup ? 'totals.slotPickupFee' : 'totals.slotFee', { amount: formatEuro(cents) });
}
