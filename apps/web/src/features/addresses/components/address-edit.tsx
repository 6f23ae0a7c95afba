import { zodResolver } from '@hookform/resolvers/zod';
import MyLocation from '@mui/icons-material/MyLocation';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADDRESS_TYPE,
  type Address,
  addressRecipientSchema,
  addressUpdateRequestSchema,
  formatAddressLine,
  type GeocodedPlace,
  incompleteAddressMessage,
  missingAddressCheckFields,
  validateProvinceCode,
} from '@spesa/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { ResponseMessage } from '../../../components/ui/response-message';
import { applyFieldErrors } from '../../../lib/api/field-errors';
import { useSelectAddress } from '../../cart/api/select-delivery';
import { useDebouncedValue } from '../../search-box/hooks/use-debounced-value';
import { type AddressCheckInput, autocompleteStreet, checkAddress, reverseGeocode, useUpdateAddress } from '../api/addresses';
import { RegistrationAddressOffer, useRegistrationAddress } from './registration-address-offer';

type Place = AddressCheckInput & { latitude?: number | null; longitude?: number | null };
const emptyPlace: Place = { address1: '', addressNumber: '', city: '', postalcode: '', province: '' };

type Step =
  | { name: 'search' }
  | { name: 'checking' }
  | { name: 'verified'; place: Place }
  | { name: 'notValidated'; place: Place }
  | { name: 'unavailable' };

type Props = {
  /** An address to change: autocomplete is skipped, the address is shown verified. */
  address?: Address;
  /** Called with the saved address once it is saved and selected on the cart. */
  onSave: (address: Address) => void;
  onCancel?: () => void;
  /** Select the saved address on the cart (the dialog does; the profile editor does not for an old address). */
  selectOnSave?: boolean;
};

/**
 * Address edit (second file, section 4): autocomplete in Italy and a geolocate button fill the
 * address; verify asks the server whether home delivery reaches it; then the detail form saves it.
 */
export function AddressEdit({ address, onSave, onCancel, selectOnSave = true }: Props) {
  const [step, setStep] = useState<Step>(() => (address ? { name: 'verified', place: placeOf(address) } : { name: 'search' }));
  const [place, setPlace] = useState<Place>(() => (address ? placeOf(address) : emptyPlace));
  // The first home address: the one typed at registration is offered (issue 19).
  const registered = useRegistrationAddress(!address);

  const verify = async (candidate: Place) => {
    setStep({ name: 'checking' });
    try {
      const result = await checkAddress(candidate);
      const checked = { ...candidate, ...result.address };
      if (result.active !== 1) setStep({ name: 'unavailable' });
      // Served, but the map does not find the street: the shopper may check it or save it anyway.
      else if (checked.latitude === null || checked.latitude === undefined) setStep({ name: 'notValidated', place: checked });
      else setStep({ name: 'verified', place: checked });
    } catch {
      // A server error counts as unavailable.
      setStep({ name: 'unavailable' });
    }
  };

  if (step.name === 'verified')
    return (
      <AddressDetails
        address={address}
        place={step.place}
        onModify={() => setStep({ name: 'search' })}
        onSave={onSave}
        onCancel={onCancel}
        selectOnSave={selectOnSave}
      />
    );
  if (step.name === 'notValidated')
    return (
      <NotValidated
        place={step.place}
        onSaveAnyway={() => setStep({ name: 'verified', place: step.place })}
        onModify={() => setStep({ name: 'search' })}
      />
    );
  if (step.name === 'unavailable')
    return (
      <Unavailable
        onAddAnother={() => {
          setPlace(emptyPlace);
          setStep({ name: 'search' });
        }}
      />
    );
  return (
    <>
      {registered && place === emptyPlace && (
        <RegistrationAddressOffer
          place={registered}
          onUse={() => {
            setPlace(registered);
            void verify(registered);
          }}
        />
      )}
      <AddressSearch
        place={place}
        onChange={setPlace}
        checking={step.name === 'checking'}
        onVerify={verify}
        onCancel={onCancel}
      />
    </>
  );
}

function placeOf(address: Address | GeocodedPlace): Place {
  return {
    address1: address.address1,
    addressNumber: address.addressNumber,
    city: address.city,
    postalcode: address.postalcode,
    province: address.province,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** Second file, section 8: "address not validated, save anyway". */
function NotValidated({ place, onSaveAnyway, onModify }: { place: Place; onSaveAnyway: () => void; onModify: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <ResponseMessage kind="warning">{t('addresses.notValidated', { address: formatAddressLine(place) })}</ResponseMessage>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onSaveAnyway}>
          {t('addresses.saveAnyway')}
        </Button>
        <Button onClick={onModify}>{t('addresses.modify')}</Button>
      </Stack>
    </Stack>
  );
}

function Unavailable({ onAddAnother }: { onAddAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <ResponseMessage kind="warning">{t('addresses.unavailable')}</ResponseMessage>
      <Button variant="contained" onClick={onAddAnother} sx={{ alignSelf: 'flex-start' }}>
        {t('addresses.addAnother')}
      </Button>
    </Stack>
  );
}

type SearchProps = {
  place: Place;
  onChange: (place: Place) => void;
  checking: boolean;
  onVerify: (place: Place) => void;
  onCancel?: () => void;
};

function AddressSearch({ place, onChange, checking, onVerify, onCancel }: SearchProps) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState<string | null>(null);
  const [provinceError, setProvinceError] = useState<string | null>(null);
  const [geoError, setGeoError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  // Step 1: verify is enabled once a place is picked (a suggestion or the position), not by typing alone.
  const [picked, setPicked] = useState(() => place.latitude !== undefined && place.latitude !== null);
  const typed = useDebouncedValue(place.address1, 300);
  const suggestions = useQuery({
    queryKey: ['geocoding', 'autocomplete', typed],
    queryFn: ({ signal }) => autocompleteStreet(typed, signal),
    enabled: typed.trim().length > 3,
    staleTime: 5 * 60_000,
  });

  const set = (field: keyof AddressCheckInput, value: string) => {
    // A new street is a new place to pick; the number, city, CAP or province complete the one picked.
    if (field === 'address1') setPicked(false);
    onChange({ ...place, [field]: value, latitude: undefined, longitude: undefined });
  };

  const choose = (suggestion: GeocodedPlace) => {
    setPicked(true);
    onChange({ ...placeOf(suggestion), addressNumber: suggestion.addressNumber || place.addressNumber });
  };

  const geolocate = () => {
    setGeoError(null);
    if (!('geolocation' in navigator)) {
      setGeoError(t('addresses.geolocationRefused'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const found = await reverseGeocode(position.coords.latitude, position.coords.longitude);
          if (found) {
            setPicked(true);
            onChange(placeOf(found));
          } else setGeoError(t('addresses.geolocationFailed'));
        } catch {
          setGeoError(t('addresses.geolocationFailed'));
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        setLocating(false);
        setGeoError(
          error.code === error.PERMISSION_DENIED ? t('addresses.geolocationRefused') : t('addresses.geolocationFailed'),
        );
      },
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  };

  const submit = () => {
    const fields = missingAddressCheckFields(place);
    if (fields.length) {
      setMissing(incompleteAddressMessage(fields));
      return;
    }
    // The server refuses a province that is not a known code: said here, under the field, first.
    const provinceRefusal = validateProvinceCode(place.province);
    setProvinceError(provinceRefusal);
    if (provinceRefusal) return;
    setMissing(null);
    onVerify(place);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2}>
        <Button
          variant="outlined"
          startIcon={<MyLocation />}
          onClick={geolocate}
          disabled={locating}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('addresses.geolocate')}
        </Button>
        {geoError && <ResponseMessage kind="warning">{geoError}</ResponseMessage>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 9 }}>
            <Autocomplete
              freeSolo
              filterOptions={(options) => options}
              options={typed.trim().length > 3 ? (suggestions.data ?? []) : []}
              getOptionLabel={(option) => (typeof option === 'string' ? option : option.description)}
              inputValue={place.address1}
              onInputChange={(_, value, reason) => {
                if (reason === 'input' || reason === 'clear') set('address1', value);
              }}
              onChange={(_, value) => {
                if (value && typeof value !== 'string') choose(value);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('addresses.street')}
                  helperText={picked ? t('addresses.streetHelp') : t('addresses.pickPlace')}
                  required
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <TextField
              fullWidth
              label={t('addresses.number')}
              value={place.addressNumber}
              onChange={(event) => set('addressNumber', event.target.value)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              required
              label={t('addresses.city')}
              value={place.city}
              onChange={(event) => set('city', event.target.value)}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              fullWidth
              required
              label={t('addresses.postalcode')}
              value={place.postalcode}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              onChange={(event) => set('postalcode', event.target.value)}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              fullWidth
              required
              label={t('addresses.province')}
              value={place.province}
              error={provinceError !== null}
              helperText={provinceError ?? t('addresses.provinceHelp')}
              slotProps={{ htmlInput: { maxLength: 2 } }}
              onChange={(event) => set('province', event.target.value.toUpperCase())}
            />
          </Grid>
        </Grid>
        {missing && <ResponseMessage kind="error">{missing}</ResponseMessage>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={checking}>
              {t('addresses.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={checking} loadingPosition="start" disabled={!picked}>
            {checking ? t('addresses.verifying') : t('addresses.verify')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

const detailSchema = addressUpdateRequestSchema
  .pick({
    addressName: true,
    doorbellName: true,
    referencePhoneNumber: true,
    floor: true,
    addressNote: true,
  })
  .extend(addressRecipientSchema.shape);
const detailFields = [
  'firstName',
  'lastName',
  'addressName',
  'doorbellName',
  'referencePhoneNumber',
  'floor',
  'addressNote',
] as const;
/** The recipient's name and surname, first on the form, as the browser's autofill names them. */
const recipientFields = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;
type DetailValues = {
  firstName: string;
  lastName: string;
  addressName: string;
  doorbellName: string;
  referencePhoneNumber: string;
  floor: string;
  addressNote: string;
  elevator: boolean;
};
type DetailOutput = {
  firstName: string;
  lastName: string;
  addressName: string;
  doorbellName: string;
  referencePhoneNumber: string;
  floor?: string;
  addressNote?: string;
};

type DetailsProps = {
  address?: Address;
  place: Place;
  onModify: () => void;
  onSave: (address: Address) => void;
  onCancel?: () => void;
  selectOnSave: boolean;
};

function AddressDetails({ address, place, onModify, onSave, onCancel, selectOnSave }: DetailsProps) {
  const { t } = useTranslation();
  const update = useUpdateAddress();
  const select = useSelectAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(detailSchema) as unknown as Resolver<DetailValues, unknown, DetailOutput>, []);
  const { control, handleSubmit, setError, formState, getValues } = useForm<DetailValues, unknown, DetailOutput>({
    resolver,
    defaultValues: {
      firstName: address?.firstName ?? '',
      lastName: address?.lastName ?? '',
      addressName: address?.addressName ?? '',
      doorbellName: address?.doorbellName ?? '',
      referencePhoneNumber: address?.referencePhoneNumber ?? '',
      floor: address?.floor ?? '',
      addressNote: address?.addressNote ?? '',
      elevator: address?.elevator ?? false,
    },
  });

  const save = handleSubmit(async (values) => {
    setFailure(null);
    // The schema knows only the texts: the elevator box is read as it is.
    const elevator = getValues('elevator');
    try {
      const saved = await update.mutateAsync({
        addressId: address?.addressId,
        ...values,
        elevator,
        address1: place.address1,
        addressNumber: place.addressNumber,
        postalcode: place.postalcode,
        city: place.city,
        province: place.province,
        latitude: place.latitude,
        longitude: place.longitude,
      });
      if (selectOnSave) await select.mutateAsync({ addressTypeId: ADDRESS_TYPE.home, addressId: saved.addressId });
      onSave(saved.address);
    } catch (error) {
      const { general } = applyFieldErrors(error, detailFields, setError);
      if (general.length) setFailure(general.join(' '));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={save}>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 700 }}>
            {t('addresses.available')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{formatAddressLine(place)}</Typography>
          <Button size="small" onClick={onModify} sx={{ mt: 0.5, px: 0 }}>
            {t('addresses.modify')}
          </Button>
        </Paper>
        <Grid container spacing={2}>
          {recipientFields.map(({ name, autoComplete }) => (
            <Grid size={{ xs: 12, sm: 6 }} key={name}>
              <FormTextField control={control} name={name} label={t(`addresses.${name}`)} required autoComplete={autoComplete} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="addressName" label={t('addresses.addressName')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={t('addresses.addressType')}
              value={t('addresses.homeType')}
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="doorbellName" label={t('addresses.doorbell')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="referencePhoneNumber"
              label={t('addresses.phone')}
              required
              type="tel"
              autoComplete="tel"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="floor" label={t('addresses.floor')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <Controller
              control={control}
              name="elevator"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      name="elevator"
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('addresses.elevator')}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="addressNote" label={t('addresses.note')} multiline minRows={2} />
          </Grid>
        </Grid>
        {failure && <ResponseMessage kind="error">{failure}</ResponseMessage>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={formState.isSubmitting}>
              {t('addresses.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('addresses.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
