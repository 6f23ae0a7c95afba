import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminOrderList } from '@spesa/domain';
import { deliveryServiceTable, formatEuro } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { OrderStatusChip } from '../../orders/components/order-status-chip';

type Props = { list: AdminOrderList; onPage: (page: number) => void };

/**
 * The board's orders: number, customer, slot, service, status, items, total. The number is the link
 * (keyboard and screen readers); the whole row opens the order too. On a phone the table scrolls sideways.
 */
export function OrdersTable({ list, onPage }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (list.orders.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.orders.none')}</Typography>;
  return (
    <Box>
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
            {list.orders.map((order) => (
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
                    {`${order.customer.firstName} ${order.customer.lastName}`}
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
                  {formatEuro(order.finalTotalCents ?? order.grossTotalCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
