import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type AdminOrderList, type AdminOrderSummary, deliveryServiceTable, formatEuro } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../config/paths';
import { OrderStatusChip } from '../../orders/components/order-status-chip';

type Props = { list: AdminOrderList; onPage: (page: number) => void };

const customerName = (order: AdminOrderSummary) => `${order.customer.firstName} ${order.customer.lastName}`;
/** What the order will cost: the final amount once the store has set it, else the total ordered. */
const amountOf = (order: AdminOrderSummary) => formatEuro(order.finalTotalCents ?? order.grossTotalCents);

/**
 * The board's orders: number, customer, slot, service, status, items, total, and their pages. On a
 * phone each order is a card (a seven-column table would hide the status off screen).
 */
export function OrdersTable({ list, onPage }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  if (list.orders.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.orders.none')}</Typography>;
  return (
    <Box>
      {phone ? <OrderCards orders={list.orders} /> : <OrderRows orders={list.orders} />}
      {list.page.totPages > 1 && (
        <Pagination
          count={list.page.totPages}
          page={list.page.selPage}
          onChange={(_, page) => onPage(page)}
          aria-label={t('backOffice.orders.pages')}
          color="primary"
          shape="rounded"
          getItemAriaLabel={(type, page, selected) => {
            if (type !== 'page') return t(`backOffice.pagination.${type}`);
            return t(selected ? 'backOffice.pagination.current' : 'backOffice.pagination.page', { page });
          }}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}

/** The table: the number is the link (keyboard and screen readers); the whole row opens the order too. */
function OrderRows({ orders }: { orders: AdminOrderSummary[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('backOffice.orders.tableLabel')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('backOffice.orders.number')}</TableCell>
            <TableCell>{t('backOffice.orders.customer')}</TableCell>
            <TableCell>{t('backOffice.orders.slot')}</TableCell>
            <TableCell>{t('backOffice.orders.service')}</TableCell>
            <TableCell>{t('backOffice.orders.status')}</TableCell>
            <TableCell align="right">{t('backOffice.orders.items')}</TableCell>
            <TableCell align="right">{t('backOffice.orders.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow
              key={order.orderId}
              hover
              onClick={() => void navigate(paths.adminOrder.to(order.orderId))}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Link
                  component={RouterLink}
                  to={paths.adminOrder.to(order.orderId)}
                  aria-label={t('backOffice.orders.open', { orderId: order.orderId })}
                  onClick={(event) => event.stopPropagation()}
                  sx={{ fontWeight: 700 }}
                >
                  {order.orderId}
                </Link>
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {customerName(order)}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {order.customer.phone || order.customer.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.timeslot.name}</TableCell>
              <TableCell>{deliveryServiceTable.labelOf(order.deliveryServiceId) ?? ''}</TableCell>
              <TableCell>
                <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
              </TableCell>
              <TableCell align="right">{order.totalItems}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amountOf(order)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone: one card per order, the whole card the link. */
function OrderCards({ orders }: { orders: AdminOrderSummary[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('backOffice.orders.tableLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {orders.map((order) => (
        <li key={order.orderId}>
          <Paper
            variant="outlined"
            component={RouterLink}
            to={paths.adminOrder.to(order.orderId)}
            sx={{ display: 'block', p: 1.5, color: 'inherit', textDecoration: 'none' }}
          >
            {/* Named by what it shows, after a hidden 'Apri l'ordine N:' (WCAG 2.5.3: the visible text is in the name). */}
            <Box component="span" sx={visuallyHidden}>{`${t('backOffice.orders.open', { orderId: order.orderId })}: `}</Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 800 }}>{`${t('backOffice.orders.number')} ${order.orderId}`}</Typography>
              <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
              {customerName(order)}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, color: 'text.secondary' }}>
              <Typography variant="body2">
                {`${order.timeslot.name} · ${deliveryServiceTable.labelOf(order.deliveryServiceId) ?? ''}`}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                {amountOf(order)}
              </Typography>
            </Box>
          </Paper>
        </li>
      ))}
    </Box>
  );
}
