import EditOutlined from '@mui/icons-material/EditOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Cart, canChangeCartAddress, canChangeCartTimeslot, formatAddressLine } from '@spesa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryDialogs } from '../../delivery/api/delivery-dialogs';
import { ServiceIcon } from '../../delivery/components/service-icon';
import { formatDayLong } from '../../timeslots/utils/format-day';

/** The cart drawer's delivery part: the cart's address and slot, with edit buttons while they may change (status 7 keeps the address). */
export function CartDelivery({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const address = cart.shippingAddress;
  const slot = cart.timeslot;
  return (
    <Box
      component="section"
      aria-label={t('cart.deliveryTitle')}
      sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, textAlign: 'left' }}
    >
      <Row
        icon={<ServiceIcon addressType={address?.addressType ?? 'home'} color="primary" />}
        label={t('cart.addressLabel')}
        action={canChangeCartAddress(cart) ? t(address ? 'cart.editAddress' : 'cart.chooseAddress') : undefined}
        onAction={() => void deliveryDialogs.open('address')}
      >
        {address ? (
          <>
            <Typography sx={{ fontWeight: 700 }}>{address.addressName}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatAddressLine(address)}
            </Typography>
            {address.autoAssigned && (
              <Typography variant="caption" sx={{ color: 'warning.dark' }}>
                {t('cart.autoAssigned')}
              </Typography>
            )}
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>—</Typography>
        )}
      </Row>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }} />
      <Row
        icon={<Schedule color="primary" />}
        label={t('cart.slotLabel')}
        action={canChangeCartTimeslot(cart) && address ? t(slot ? 'cart.editSlot' : 'cart.chooseSlot') : undefined}
        onAction={() => void deliveryDialogs.open('timeslot')}
      >
        {slot ? (
          <>
            <Typography sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
              {formatDayLong(slot.date)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`${slot.beginTime} - ${slot.endTime}`}</Typography>
            {slot.autoAssigned && (
              <Typography variant="caption" sx={{ color: 'warning.dark' }}>
                {t('cart.autoAssigned')}
              </Typography>
            )}
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('cart.noSlot')}</Typography>
        )}
      </Row>
    </Box>
  );
}

type RowProps = { icon: ReactNode; label: string; action?: string; onAction: () => void; children: ReactNode };

function Row({ icon, label, action, onAction, children }: RowProps) {
  const { t } = useTranslation();
  // Short on screen (the drawer is narrow on phones), complete for assistive technology.
  const actionShort = t('addresses.edit');
  return (
    <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ pt: 0.25 }}>{icon}</Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="overline" sx={{ lineHeight: 1.6, color: 'text.secondary' }}>
          {label}
        </Typography>
        {children}
      </Box>
      {action && (
        <Button size="small" startIcon={<EditOutlined />} onClick={onAction} aria-label={action} sx={{ flexShrink: 0 }}>
          {actionShort}
        </Button>
      )}
    </Box>
  );
}
