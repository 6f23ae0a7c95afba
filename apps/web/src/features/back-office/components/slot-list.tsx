import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminTimeslot } from '@spesa/domain';
import { deliveryServiceTable } from '@spesa/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import type { BackOfficePlace } from '../api/back-office-keys';
import { useTimeslots, useUpdateCapacity } from '../api/timeslots';
import { SlotMorningActions } from './slot-morning-actions';

type Props = {
  date: string;
  place: BackOfficePlace;
  selectedSlotId: number | null;
  onSelectSlot: (timeslotId: number | null) => void;
};

/** The day's slots of the chosen place: bookings against capacity, a filter on each slot's orders, the capacity edit. */
export function SlotList({ date, place, selectedSlotId, onSelectSlot }: Props) {
  const { t } = useTranslation();
  const slots = useTimeslots(date, place);
  let body: ReactNode;
  if (!place) body = <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.slots.choosePlace')}</Typography>;
  else if (slots.isPending) body = <Skeleton variant="rounded" height={96} />;
  else if (slots.isError) body = <ResponseMessage kind="error">{slots.error.message}</ResponseMessage>;
  else if (slots.data.timeslots.length === 0)
    body = <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.slots.none')}</Typography>;
  else {
    const services = slotsByService(slots.data.timeslots);
    const cards = (list: AdminTimeslot[], twoServices: boolean) => (
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: twoServices
            ? { xs: '1fr', sm: 'repeat(2, 1fr)', md: '1fr', lg: 'repeat(2, 1fr)' }
            : { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {list.map((slot) => (
          <SlotCard
            key={slot.timeslotId}
            slot={slot}
            selected={slot.timeslotId === selectedSlotId}
            onSelect={() => onSelectSlot(slot.timeslotId === selectedSlotId ? null : slot.timeslotId)}
            serviceShown={!twoServices}
          />
        ))}
      </Box>
    );
    // A store's pickups and its warehouse's home deliveries side by side, one column each (issue 19).
    body =
      services.length === 1 ? (
        cards(services[0]?.slots ?? [], false)
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {services.map((service) => (
            <Box component="section" key={service.deliveryServiceId} aria-label={service.label}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
                {service.label}
              </Typography>
              {cards(service.slots, true)}
            </Box>
          ))}
        </Box>
      );
  }
  return (
    <Box component="section" aria-labelledby="back-office-slots">
      <Typography id="back-office-slots" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('backOffice.slots.title')}
      </Typography>
      {body}
    </Box>
  );
}

/** The slots by service (pickup first), each with the service's label. */
function slotsByService(slots: readonly AdminTimeslot[]) {
  const ids = [...new Set(slots.map((slot) => slot.deliveryServiceId))].sort((a, b) => a - b);
  return ids.map((deliveryServiceId) => ({
    deliveryServiceId,
    label: deliveryServiceTable.labelOf(deliveryServiceId) ?? '',
    slots: slots.filter((slot) => slot.deliveryServiceId === deliveryServiceId),
  }));
}

type SlotCardProps = {
  slot: AdminTimeslot;
  selected: boolean;
  onSelect: () => void;
  /** False under a service's own heading: the card does not repeat it. */
  serviceShown: boolean;
};

function SlotCard({ slot, selected, onSelect, serviceShown }: SlotCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const taken = slot.capacity > 0 ? Math.min(100, ((slot.booked + slot.held) / slot.capacity) * 100) : 100;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t('backOffice.slots.label', { name: slot.name })}
      sx={{ p: 1.5, borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography sx={{ fontWeight: 800 }}>{slot.name}</Typography>
        {serviceShown && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {deliveryServiceTable.labelOf(slot.deliveryServiceId) ?? ''}
          </Typography>
        )}
      </Box>
      <Typography variant="body2">{t('backOffice.slots.booked', { booked: slot.booked, capacity: slot.capacity })}</Typography>
      {slot.held > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('backOffice.slots.held', { count: slot.held })}
        </Typography>
      )}
      <LinearProgress
        variant="determinate"
        value={taken}
        color={taken >= 100 ? 'error' : taken >= 50 ? 'warning' : 'success'}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
        aria-hidden
      />
      {editing ? (
        <CapacityForm slot={slot} onDone={() => setEditing(false)} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Button size="small" variant={selected ? 'contained' : 'outlined'} onClick={onSelect} aria-pressed={selected}>
            {t('backOffice.slots.orders', { count: slot.orderCount })}
          </Button>
          <IconButton
            size="small"
            onClick={() => setEditing(true)}
            aria-label={t('backOffice.slots.editCapacity', { name: slot.name })}
          >
            <Edit fontSize="small" />
          </IconButton>
        </Box>
      )}
      <SlotMorningActions slot={slot} />
    </Paper>
  );
}

function CapacityForm({ slot, onDone }: { slot: AdminTimeslot; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCapacity();
  const [text, setText] = useState(String(slot.capacity));
  const [error, setError] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const capacity = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(capacity) || capacity < 0) {
      setError(t('backOffice.slots.capacityInvalid'));
      return;
    }
    update.mutate(
      { timeslotId: slot.timeslotId, capacity },
      {
        onSuccess: () => {
          void showToast(t('backOffice.slots.capacitySaved', { name: slot.name, capacity }), { variant: 'success' });
          onDone();
        },
        onError: (failure) => void showToast(failure.message, { variant: 'error' }),
      },
    );
  };
  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        size="small"
        label={t('backOffice.slots.capacity')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== null}
        helperText={error}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('backOffice.slots.capacityOf', { name: slot.name }) } }}
        sx={{ width: 110 }}
      />
      <Button type="submit" size="small" variant="contained" disabled={update.isPending} sx={{ mt: 0.5 }}>
        {t('backOffice.save')}
      </Button>
      <Button size="small" onClick={onDone} sx={{ mt: 0.5 }}>
        {t('backOffice.cancel')}
      </Button>
    </Box>
  );
}
