import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatAddressLine } from '@spesa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceIcon } from '../../delivery/components/service-icon';
import { formatDayLong } from '../../timeslots/utils/format-day';

type Props = {
  addressType: 'home' | 'store' | 'locker';
  address: {
    addressName: string;
    address1: string;
    addressNumber?: string | null;
    city: string;
    province?: string | null;
    postalcode?: string | null;
  } | null;
  timeslot: { date: string; beginTime: string; endTime: string } | null;
};

/**
 * The address and the time slot, read only: on /payment (where they cannot change any more) and in
 * the order detail.
 */
export function DeliveryRecap({ addressType, address, timeslot }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('cart.deliveryTitle')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}
    >
      <Row icon={<ServiceIcon addressType={addressType} color="primary" />} label={t('cart.addressLabel')}>
        {address ? (
          <>
            <Typography sx={{ fontWeight: 700 }}>{address.addressName}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatAddressLine(address)}
            </Typography>
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>—</Typography>
        )}
      </Row>
      <Row icon={<Schedule color="primary" />} label={t('cart.slotLabel')}>
        {timeslot ? (
          <>
            <Typography sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
              {formatDayLong(timeslot.date)}
            </Typography>
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary' }}
            >{`${timeslot.beginTime} - ${timeslot.endTime}`}</Typography>
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('cart.noSlot')}</Typography>
        )}
      </Row>
    </Box>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ pt: 0.25 }}>{icon}</Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="overline" sx={{ lineHeight: 1.6, color: 'text.secondary' }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
