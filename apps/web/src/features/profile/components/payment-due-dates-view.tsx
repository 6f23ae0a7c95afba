import Description from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatEuro, type PaymentDueDate, paymentDueDateTexts } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { type InvoiceOpenFailure, openInvoiceDocument, usePaymentDueDates } from '../api/payment-due-dates';

type Tone = 'success' | 'default' | 'warning' | 'error';
/** Paid is green, pending neutral, expiring yellow, expired red. */
const toneOf: Record<PaymentDueDate['status'], Tone> = {
  paid: 'success',
  pending: 'default',
  expiring: 'warning',
  expired: 'error',
};

const italianDate = (iso: string) => iso.split('-').reverse().join('/');
const centsOf = (euros: number) => Math.round(euros * 100);

/** The payment due dates of a deferred-payment shopper, each with its status and its invoice to open. */
export function PaymentDueDatesView() {
  const { t } = useTranslation();
  const dueDates = usePaymentDueDates();
  const [failure, setFailure] = useState<InvoiceOpenFailure | null>(null);

  const open = async (dueDate: PaymentDueDate) => {
    setFailure(null);
    setFailure(await openInvoiceDocument(dueDate.paymentDueDateId));
  };

  if (dueDates.isPending) return <Skeleton variant="rounded" height={240} />;
  // The spec's "payment due dates generic system error", whatever the failure.
  if (dueDates.isError) return <ResponseMessage kind="error">{paymentDueDateTexts.generic}</ResponseMessage>;
  if (!dueDates.data.deferredPayment) return <ResponseMessage kind="info">{t('profile.dueDates.none')}</ResponseMessage>;
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('profile.dueDates.intro')}</Typography>
      {failure && (
        <ResponseMessage kind="error" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          {t(failure === 'noApp' ? 'profile.dueDates.noAppForDocument' : 'profile.dueDates.invoiceOpenError')}
        </ResponseMessage>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {dueDates.data.paymentDueDates.map((dueDate) => (
          <Paper
            component="li"
            variant="outlined"
            key={dueDate.paymentDueDateId}
            aria-label={`${t('profile.dueDates.invoice')} ${dueDate.invoiceNumber}`}
            sx={{
              p: 2,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 13rem' },
              alignItems: 'center',
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 700 }}>
                {t('profile.dueDates.invoice')}{' '}
                {t('profile.dueDates.invoiceOf', { number: dueDate.invoiceNumber, date: italianDate(dueDate.invoiceDate) })}
              </Typography>
              {dueDate.orderId !== null && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('profile.dueDates.order', { orderId: dueDate.orderId })}
                </Typography>
              )}
            </Box>
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('profile.dueDates.dueDate')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{italianDate(dueDate.dueDate)}</Typography>
            </Box>
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('profile.dueDates.amount')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatEuro(centsOf(dueDate.amount))}</Typography>
            </Box>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, gap: 1, alignItems: { sm: 'flex-end' } }}>
              <Chip
                size="small"
                color={toneOf[dueDate.status]}
                label={
                  dueDate.paidDate ? t('profile.dueDates.paidOn', { date: italianDate(dueDate.paidDate) }) : dueDate.statusLabel
                }
                sx={{ fontWeight: 700 }}
              />
              <Button
                size="small"
                startIcon={<Description />}
                onClick={() => void open(dueDate)}
                aria-label={t('profile.dueDates.openInvoiceOf', { number: dueDate.invoiceNumber })}
              >
                {t('profile.dueDates.openInvoice')}
              </Button>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
