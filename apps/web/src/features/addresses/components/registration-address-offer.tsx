import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { DELIVERY_SERVICE, formatAddressLine } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { useUserDetail } from '../../registration/api/get-user-detail';
import { type AddressCheckInput, useServiceAddresses } from '../api/addresses';

/**
 * The address the shopper typed at registration, while they have no home address yet (their first
 * delivery set-up); null otherwise. It is offered, not saved unasked: the coverage check and the
 * delivery details (name on the doorbell, phone) still come first.
 */
export function useRegistrationAddress(wanted: boolean): AddressCheckInput | null {
  const home = useServiceAddresses(DELIVERY_SERVICE.homeDelivery, wanted);
  const detail = useUserDetail();
  if (!wanted || !home.isSuccess || home.data.length > 0 || !detail.data) return null;
  const { address1, addressNumber, city, postalcode, province } = detail.data;
  if (!address1 || !city || !postalcode) return null;
  return { address1, addressNumber, city, postalcode, province };
}

/** "Consegniamo a Via Roma 1, 20121 Milano (MI)?": one press checks the registration address and goes on to its details. */
export function RegistrationAddressOffer({ place, onUse }: { place: AddressCheckInput; onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onUse} sx={{ alignSelf: 'center', minHeight: 40 }}>
          {t('flows.registrationAddressUse')}
        </Button>
      }
    >
      <AlertTitle>{t('flows.registrationAddressTitle')}</AlertTitle>
      {t('flows.registrationAddressText', { address: formatAddressLine(place) })}
    </Alert>
  );
}
