import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BillingDataAnswer } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { useBillingData } from '../../profile/api/billing-data';
import { BillingDataForm } from '../../profile/components/billing-data-form';
import { CheckoutSection } from './checkout-frame';

type Saved = NonNullable<BillingDataAnswer['billingData']>;

/** Whether the order may be confirmed as far as the invoice goes: no invoice asked, or the billing data saved. */
export function useInvoiceReady(needInvoice: boolean): boolean {
  const billing = useBillingData({ enabled: needInvoice });
  return !needInvoice || Boolean(billing.data?.billingData);
}

/**
 * /payment, when the cart asks for an invoice (warehouse 89's option): "billing data must be saved
 * before the order is confirmed". Without saved data the form is shown inline (and 'Conferma ordine'
 * waits for it); with them, what the invoice will carry, and a button to change it.
 */
export function InvoiceDataSection() {
  const { t } = useTranslation();
  const billing = useBillingData();
  const [editing, setEditing] = useState(false);
  const saved = billing.data?.billingData;
  return (
    <CheckoutSection title={t('checkout.billing.title')}>
      {billing.isPending && <Skeleton variant="rounded" height={160} />}
      {billing.isError && <ResponseMessage kind="error">{t('checkout.billing.loadError')}</ResponseMessage>}
      {billing.isSuccess &&
        (saved && !editing ? (
          <BillingSummary saved={saved} onEdit={() => setEditing(true)} />
        ) : (
          <BillingDataForm
            saved={saved}
            title={t('checkout.billing.formTitle')}
            intro={t('checkout.billing.intro')}
            onSaved={() => setEditing(false)}
          />
        ))}
    </CheckoutSection>
  );
}

function BillingSummary({ saved, onEdit }: { saved: Saved; onEdit: () => void }) {
  const { t } = useTranslation();
  const destination = saved.sdiCode ?? saved.pec;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{saved.billingName}</Typography>
        <Typography>
          {t('checkout.billing.fiscalCode')}: {saved.fiscalCode}
          {saved.vatNumber ? ` · ${t('checkout.billing.vatNumber')}: ${saved.vatNumber}` : ''}
        </Typography>
        <Typography>
          {`${saved.address1} ${saved.addressNumber}, ${saved.postalcode} ${saved.city} (${saved.province})`}
        </Typography>
        {destination && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {saved.sdiCode ? t('checkout.billing.sdiCode') : t('checkout.billing.pec')}: {destination}
          </Typography>
        )}
      </Box>
      <Button variant="outlined" onClick={onEdit}>
        {t('checkout.billing.edit')}
      </Button>
    </Box>
  );
}
