import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatEuro, type OrderSummary } from '@spesa/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../config/paths';
import { totalLabelKey } from '../../cart/utils/total-label';
import { formatDayLong } from '../../timeslots/utils/format-day';
import { type OrderListFilters, useOrders } from '../api/order-queries';
import { formatOrderDate } from './format-order';
import { OrderReplacementNote } from './order-replacement-note';
import { OrderStatusChip } from './order-status-chip';

type FilterDraft = { fromDate: string; toDate: string; fromTotal: string; toTotal: string };
const noFilters: FilterDraft = { fromDate: '', toDate: '', fromTotal: '', toTotal: '' };

/** The form's texts as the list call's filters: empty boxes are open bounds, totals in euro ('12,50' too). */
export function filtersOf(draft: FilterDraft): OrderListFilters {
  const euros = (text: string) => {
    const value = Number(text.trim().replace(',', '.'));
    return text.trim() === '' || Number.isNaN(value) ? undefined : value;
  };
  return {
    fromDate: draft.fromDate || undefined,
    toDate: draft.toDate || undefined,
    fromTotal: euros(draft.fromTotal),
    toTotal: euros(draft.toTotal),
  };
}

/** My orders: the filters (order day, total), the orders newest first with their status, 12 a page. */
export function OrdersOverview() {
  const { t } = useTranslation();
  // Entering My orders starts without filters (second file, section 2): they live in the page only.
  const [draft, setDraft] = useState<FilterDraft>(noFilters);
  const [filters, setFilters] = useState<OrderListFilters>({});
  const [page, setPage] = useState(1);
  const orders = useOrders(page, filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(filtersOf(draft));
    setPage(1);
  };
  const reset = () => {
    setDraft(noFilters);
    setFilters({});
    setPage(1);
  };
  const field = (name: keyof FilterDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    size: 'small' as const,
  });

  return (
    <Box>
      <Paper
        component="form"
        role="search"
        aria-label={t('orders.filtersLabel')}
        variant="outlined"
        onSubmit={apply}
        sx={{
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr) auto' },
          alignItems: 'center',
        }}
      >
        <TextField label={t('orders.fromDate')} type="date" slotProps={{ inputLabel: { shrink: true } }} {...field('fromDate')} />
        <TextField label={t('orders.toDate')} type="date" slotProps={{ inputLabel: { shrink: true } }} {...field('toDate')} />
        <TextField label={t('orders.fromTotal')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...field('fromTotal')} />
        <TextField label={t('orders.toTotal')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...field('toTotal')} />
        <Box sx={{ display: 'flex', gap: 1, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Button type="submit" variant="contained">
            {t('orders.filter')}
          </Button>
          <Button type="button" onClick={reset}>
            {t('orders.resetFilters')}
          </Button>
        </Box>
      </Paper>
      {orders.isPending ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Box>
      ) : orders.isError ? (
        <ResponseMessage kind="error">{orders.error.message}</ResponseMessage>
      ) : orders.data.orders.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('orders.none')}</Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('orders.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {orders.data.orders.map((order) => (
              <OrderRow key={order.orderId} order={order} />
            ))}
          </Box>
          {orders.data.page.totPages > 1 && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={orders.data.page.totPages}
              page={page}
              onChange={(_event, next) => setPage(next)}
              color="primary"
            />
          )}
        </>
      )}
    </Box>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 0 }}>
      <Box
        component={RouterLink}
        to={paths.profileOrder.to(order.orderId)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', sm: '1.2fr 1.5fr auto auto' },
          gap: { xs: 0.5, sm: 2 },
          alignItems: 'center',
          p: 1.5,
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box>
          {/* Named by what it shows, after a hidden 'Apri l'ordine N:' (WCAG 2.5.3: the visible text is in the name). */}
          <Box component="span" sx={visuallyHidden}>{`${t('orders.open', { orderId: order.orderId })}: `}</Box>
          <Typography sx={{ fontWeight: 700 }}>{t('orders.number', { orderId: order.orderId })}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('orders.placedOn', { date: formatOrderDate(order.createdAt) })}
          </Typography>
          <OrderReplacementNote order={order} linked={false} />
        </Box>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', gridRow: { xs: 2, sm: 'auto' }, '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {`${formatDayLong(order.timeslot.date)}, ${order.timeslot.beginTime} - ${order.timeslot.endTime}`}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-end', sm: 'center' },
            gap: 1,
            gridRow: { xs: '1 / 3', sm: 'auto' },
          }}
        >
          <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.2 }}>
              {t(totalLabelKey(order.totalIsEstimate))}
            </Typography>
            <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>{formatEuro(order.grossTotalCents)}</Typography>
          </Box>
        </Box>
        <ChevronRight sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }} />
      </Box>
    </Paper>
  );
}
