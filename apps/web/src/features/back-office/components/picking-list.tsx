import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AdminPickingList, deliveryServiceTable } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { paths } from '../../../config/paths';
import { usePickingList } from '../api/slot-preparation';
import { formatDay } from './format-back-office';

/**
 * The print rules of the picking list: only the list on paper (the back office's bar, the buttons and
 * the links stay on screen), black on white, each department kept together where it fits, a box to
 * tick per line. Inline styles are allowed by the CSP; this sheet is a plain <style> element.
 */
const printStyles = `
@media print {
  @page { margin: 12mm; }
  body { background: #fff !important; }
  [data-print="hide"] { display: none !important; }
  [data-print="list"] { font-size: 11pt; color: #000; }
  [data-print="list"] section { break-inside: avoid-page; }
  [data-print="list"] th, [data-print="list"] td { color: #000 !important; border-color: #999 !important; padding: 4px 6px !important; }
}
`;

/** The picking list of a slot: its orders' lines by department, loose lines with the weight to aim at; printable. */
export function PickingList({ timeslotId }: { timeslotId: number }) {
  const { t } = useTranslation();
  const list = usePickingList(timeslotId);
  return (
    <Box>
      <style>{printStyles}</style>
      <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Button component={RouterLink} to={paths.admin.to()} startIcon={<ArrowBack />}>
          {t('backOffice.morning.back')}
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!list.data}>
          {t('backOffice.morning.print')}
        </Button>
      </Box>
      {list.isPending && <Skeleton variant="rounded" height={320} />}
      {list.isError && <ResponseMessage kind="error">{list.error.message}</ResponseMessage>}
      {list.data && <PickingSheet list={list.data} />}
    </Box>
  );
}

function PickingSheet({ list }: { list: AdminPickingList }) {
  const { t } = useTranslation();
  const { timeslot } = list;
  return (
    <Box data-print="list">
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 24, sm: 30 } }}>
        {t('backOffice.morning.title', { name: timeslot.name })}
      </Typography>
      <Typography sx={{ mb: 0.5, '&::first-letter': { textTransform: 'uppercase' } }}>
        {t('backOffice.morning.subtitle', {
          place: timeslot.placeName,
          service: deliveryServiceTable.labelOf(timeslot.deliveryServiceId) ?? '',
          day: formatDay(timeslot.date),
        })}
      </Typography>
      {list.orders.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('backOffice.morning.empty')}</Typography>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('backOffice.morning.ordersLine', {
            orders: list.orders.map((order) => `${order.orderId} (${order.customerName})`).join(', '),
          })}
        </Typography>
      )}
      {list.departments.map((department) => (
        <Box component="section" key={department.name} aria-label={department.name} sx={{ mb: 3 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800, borderBottom: 2, borderColor: 'text.primary', mb: 0.5 }}>
            {department.name}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 48 }}>{t('backOffice.morning.picked')}</TableCell>
                <TableCell>{t('backOffice.morning.product')}</TableCell>
                <TableCell>{t('backOffice.morning.quantity')}</TableCell>
                <TableCell>{t('backOffice.morning.target')}</TableCell>
                <TableCell>{t('backOffice.morning.order')}</TableCell>
                <TableCell>{t('backOffice.morning.notes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {department.lines.map((line) => (
                <TableRow key={`${line.orderId}-${line.productId ?? line.name}-${line.options}-${line.notes}`}>
                  <TableCell>
                    <Box aria-hidden sx={{ width: 18, height: 18, border: 2, borderColor: 'text.primary', borderRadius: 0.5 }} />
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>{line.name}</TableCell>
                  <TableCell>{line.quantityText}</TableCell>
                  <TableCell sx={{ fontWeight: line.variableWeight ? 700 : 400 }}>{line.targetWeightText || '—'}</TableCell>
                  <TableCell>{line.orderId}</TableCell>
                  <TableCell>{[line.options, line.notes].filter(Boolean).join(' · ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  );
}
