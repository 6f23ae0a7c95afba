import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminOrderList, formatItalianInteger, shopDateIso } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { usePlaces } from '../api/get-places';
import { useAdminOrders } from '../api/orders';
import { placeValue, useBoardFilters } from './board-filters';
import { formatDay } from './format-back-office';
import { OrdersTable } from './orders-table';
import { SlotList } from './slot-list';

/** The back office's board: the day and place pickers, the status chips, the day's slots and the orders. */
export function BackOfficeBoard() {
  const { t } = useTranslation();
  const { filters, change, setDay, shiftDay, setPlace } = useBoardFilters();
  const orders = useAdminOrders(filters);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Paper
        variant="outlined"
        role="search"
        aria-label={t('backOffice.filters.label')}
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton onClick={() => shiftDay(-1)} aria-label={t('backOffice.filters.previousDay')}>
            <ChevronLeft />
          </IconButton>
          <TextField
            type="date"
            size="small"
            label={t('backOffice.filters.day')}
            value={filters.date}
            onChange={(event) => event.target.value && setDay(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <IconButton onClick={() => shiftDay(1)} aria-label={t('backOffice.filters.nextDay')}>
            <ChevronRight />
          </IconButton>
          <Button size="small" onClick={() => setDay(shopDateIso())}>
            {t('backOffice.filters.today')}
          </Button>
        </Box>
        <PlacePicker value={placeValue(filters.place)} onChange={setPlace} />
        <Typography sx={{ fontWeight: 700, ml: { md: 'auto' }, '&::first-letter': { textTransform: 'uppercase' } }}>
          {formatDay(filters.date)}
        </Typography>
      </Paper>
      {orders.data && (
        <StatusChips
          counts={orders.data.statusCounts}
          selected={filters.statusIds}
          onChange={(statusIds) => change({ statusIds })}
        />
      )}
      <SlotList
        date={filters.date}
        place={filters.place}
        selectedSlotId={filters.timeslotId}
        onSelectSlot={(timeslotId) => change({ timeslotId })}
      />
      <Box component="section" aria-labelledby="back-office-orders">
        <Typography id="back-office-orders" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('backOffice.orders.title')}
          {orders.data ? ` (${formatItalianInteger(orders.data.page.totItems)})` : ''}
        </Typography>
        {orders.isPending && <Skeleton variant="rounded" height={240} />}
        {orders.isError && <ResponseMessage kind="error">{orders.error.message}</ResponseMessage>}
        {orders.data && <OrdersTable list={orders.data} onPage={(page) => change({ page })} />}
      </Box>
    </Box>
  );
}

/** Stores and warehouses (from admin/places), or every place. */
function PlacePicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const places = usePlaces();
  const stores = places.data?.stores ?? [];
  const warehouses = places.data?.warehouses ?? [];
  const known =
    value === '' ||
    [...stores.map((s) => `store-${s.storeId}`), ...warehouses.map((w) => `warehouse-${w.warehouseId}`)].includes(value);
  return (
    <TextField
      select
      size="small"
      label={t('backOffice.filters.place')}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      disabled={places.isPending}
    >
      <MenuItem value="">{t('backOffice.filters.allPlaces')}</MenuItem>
      {stores.length > 0 && <ListSubheader>{t('backOffice.filters.stores')}</ListSubheader>}
      {stores.map((store) => (
        <MenuItem key={`store-${store.storeId}`} value={`store-${store.storeId}`}>
          {store.city && !store.name.includes(store.city) ? `${store.name} (${store.city})` : store.name}
        </MenuItem>
      ))}
      {warehouses.length > 0 && <ListSubheader>{t('backOffice.filters.warehouses')}</ListSubheader>}
      {warehouses.map((warehouse) => (
        <MenuItem key={`warehouse-${warehouse.warehouseId}`} value={`warehouse-${warehouse.warehouseId}`}>
          {warehouse.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * One chip per status label with its count: statuses that read alike (4 and 5 'In preparazione', 7 and
 * 18 'In consegna') are one chip filtering on both. Chips toggle; 'Tutti' clears the filter.
 */
function StatusChips({
  counts,
  selected,
  onChange,
}: {
  counts: AdminOrderList['statusCounts'];
  selected: number[];
  onChange: (statusIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const groups = new Map<string, { ids: number[]; count: number }>();
  for (const { orderStatusId, label, count } of counts) {
    const group = groups.get(label) ?? { ids: [], count: 0 };
    group.ids.push(orderStatusId);
    group.count += count;
    groups.set(label, group);
  }
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const isOn = (ids: number[]) => ids.every((id) => selected.includes(id));
  const toggle = (ids: number[]) =>
    onChange(
      isOn(ids) ? selected.filter((id) => !ids.includes(id)) : [...selected, ...ids.filter((id) => !selected.includes(id))],
    );
  return (
    <Box role="group" aria-label={t('backOffice.filters.statuses')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Chip
        label={t('backOffice.filters.allStatuses', { count: total })}
        color={selected.length === 0 ? 'primary' : 'default'}
        variant={selected.length === 0 ? 'filled' : 'outlined'}
        onClick={() => onChange([])}
        aria-pressed={selected.length === 0}
      />
      {[...groups].map(([label, group]) => (
        <Chip
          key={label}
          label={t('backOffice.filters.statusCount', { label, count: group.count })}
          color={isOn(group.ids) ? 'primary' : 'default'}
          variant={isOn(group.ids) ? 'filled' : 'outlined'}
          onClick={() => toggle(group.ids)}
          aria-pressed={isOn(group.ids)}
        />
      ))}
    </Box>
  );
}
