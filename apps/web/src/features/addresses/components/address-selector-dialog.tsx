import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Search from '@mui/icons-material/Search';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Address, DELIVERY_SERVICE, DIALOG_WIDTH, formatAddressLine } from '@spesa/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useCart } from '../../cart/api/get-cart';
import { useSelectAddress } from '../../cart/api/select-delivery';
import { DeliveryDialogFrame } from '../../delivery/components/delivery-dialog-frame';
import { ServiceIcon } from '../../delivery/components/service-icon';
import { useInvalidateAddresses, useServiceAddresses, useStore } from '../api/addresses';
import { AddressEdit } from './address-edit';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The shopper chose (or added) an address: it is on the cart. */
  onChosen: () => void;
};

/** The address selector (width 700, full screen on phones): a tab per shown delivery service, the addresses, search, add. */
export default function AddressSelectorDialog({ open, onClose, onChosen }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  // A shopper with no home address starts in add mode, once per opening ('Annulla' shows the list).
  const [autoAdded, setAutoAdded] = useState(false);
  useEffect(() => {
    if (open) {
      setAdding(false);
      setAutoAdded(false);
    }
  }, [open]);
  return (
    <DeliveryDialogFrame
      open={open}
      onClose={onClose}
      width={DIALOG_WIDTH.address}
      title={adding ? t('addresses.addTitle') : t('delivery.addressDialogTitle')}
      titleId="address-selector-title"
    >
      <AddressSelector
        adding={adding}
        onAdding={setAdding}
        onChosen={onChosen}
        onNoAddress={() => {
          if (autoAdded) return;
          setAutoAdded(true);
          setAdding(true);
        }}
      />
    </DeliveryDialogFrame>
  );
}

type SelectorProps = {
  adding: boolean;
  onAdding: (adding: boolean) => void;
  onChosen: () => void;
  /** The shopper has no home address yet (add mode, straight away). */
  onNoAddress?: () => void;
};

export function AddressSelector({ adding, onAdding, onChosen, onNoAddress = () => onAdding(true) }: SelectorProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const storeId = cart.data?.store?.storeId ?? undefined;
  const store = useStore(storeId);
  const invalidate = useInvalidateAddresses();
  const shown = (store.data?.deliveryServices ?? []).filter((service) => service.showTab);
  const services = shown.length ? shown : [{ deliveryServiceId: DELIVERY_SERVICE.homeDelivery, name: '', showTab: true }];
  const [tab, setTab] = useState<number | null>(null);
  const current = tab ?? cart.data?.deliveryServiceId ?? DELIVERY_SERVICE.homeDelivery;
  const serviceId = services.some((service) => service.deliveryServiceId === current)
    ? current
    : (services[0]?.deliveryServiceId ?? DELIVERY_SERVICE.homeDelivery);
  // The tabs come from the cart's store: until both are known, the service to show is not (showing
  // home delivery meanwhile would send a shopper without a home address to add mode by mistake).
  const servicesPending = cart.isPending || (storeId !== undefined && store.isPending);

  if (servicesPending && !adding)
    return (
      <Box aria-busy="true">
        <Skeleton height={56} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Box>
    );

  if (adding)
    return (
      <AddressEdit
        onCancel={() => onAdding(false)}
        onSave={() => {
          void invalidate();
          onAdding(false);
          onChosen();
        }}
      />
    );

  return (
    <Box>
      {services.length > 1 && (
        <Tabs
          value={serviceId}
          onChange={(_, value: number) => setTab(value)}
          variant="fullWidth"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {services.map((service) => (
            <Tab
              key={service.deliveryServiceId}
              value={service.deliveryServiceId}
              label={t(`addresses.service.${service.deliveryServiceId}`, { defaultValue: service.name })}
              icon={<ServiceIcon addressType={service.deliveryServiceId === DELIVERY_SERVICE.homeDelivery ? 'home' : 'store'} />}
              iconPosition="start"
              // The tab columns split the 12 of the grid by the number of services.
              sx={{ flexBasis: `${100 / services.length}%`, minHeight: 56 }}
            />
          ))}
        </Tabs>
      )}
      <ServiceAddresses
        key={serviceId}
        serviceId={serviceId}
        selectedId={cart.data?.shippingAddress?.addressId}
        onAdd={() => onAdding(true)}
        onNoAddress={onNoAddress}
        onChosen={() => {
          void invalidate();
          onChosen();
        }}
      />
    </Box>
  );
}

type ServiceProps = {
  serviceId: number;
  selectedId?: number;
  onAdd: () => void;
  onNoAddress: () => void;
  onChosen: () => void;
};

function ServiceAddresses({ serviceId, selectedId, onAdd, onNoAddress, onChosen }: ServiceProps) {
  const { t } = useTranslation();
  const addresses = useServiceAddresses(serviceId);
  const select = useSelectAddress();
  const [query, setQuery] = useState('');
  const home = serviceId === DELIVERY_SERVICE.homeDelivery;
  const list = addresses.data ?? [];

  // A shopper with no home address goes straight to add mode.
  useEffect(() => {
    if (home && addresses.isSuccess && addresses.data.length === 0) onNoAddress();
  }, [home, addresses.isSuccess, addresses.data, onNoAddress]);

  const needle = query.trim().toLowerCase();
  const filtered = needle
    ? list.filter((address) =>
        [address.addressName, address.address1, address.city].some((field) => field.toLowerCase().includes(needle)),
      )
    : list;

  const choose = async (address: Address) => {
    try {
      await select.mutateAsync({ addressTypeId: address.addressTypeId, addressId: address.addressId });
      onChosen();
    } catch {
      // The error is shown below the list.
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <TextField
          size="small"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          label={t('addresses.searchLabel')}
          sx={{ flex: '1 1 240px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {home && (
          <Button variant="outlined" startIcon={<Add />} onClick={onAdd}>
            {t('addresses.add')}
          </Button>
        )}
      </Box>
      {addresses.isPending ? (
        <Box aria-busy="true">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Box>
      ) : filtered.length === 0 ? (
        <Typography sx={{ py: 2, color: 'text.secondary' }}>
          {needle ? t('addresses.noMatch') : home ? t('addresses.none') : t('addresses.noPickup')}
        </Typography>
      ) : (
        <List disablePadding sx={{ display: 'grid', gap: 1 }}>
          {filtered.map((address) => {
            const selected = address.addressId === selectedId;
            // In a list item (a list holds items only); named by what it shows, after a hidden 'Scegli
            // <name>:' (WCAG 2.5.3: the visible text is part of the name).
            return (
              <ListItem key={address.addressId} disablePadding>
                <ListItemButton
                  disabled={select.isPending}
                  selected={selected}
                  onClick={() => void choose(address)}
                  sx={{ border: 1, borderColor: selected ? 'primary.main' : 'divider', borderRadius: 1, gap: 1.5, py: 1.25 }}
                >
                  <ServiceIcon addressType={address.addressType} color="primary" />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box component="span" sx={visuallyHidden}>{`${t('addresses.choose', { name: address.addressName })}: `}</Box>
                    <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      {address.addressName}
                      {address.defaultAddress && (
                        <Star
                          titleAccess={t('addresses.default')}
                          aria-label={t('addresses.default')}
                          aria-hidden={false}
                          role="img"
                          fontSize="small"
                          sx={{ color: 'warning.main' }}
                        />
                      )}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {formatAddressLine(address)}
                    </Typography>
                  </Box>
                  {selected && <CheckCircle color="primary" titleAccess={t('addresses.selected')} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {select.isError && (
        <ResponseMessage kind="error" sx={{ mt: 2 }}>
          {select.error.message}
        </ResponseMessage>
      )}
    </Box>
  );
}
