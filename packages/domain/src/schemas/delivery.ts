import { z } from 'zod';
import '../schemas/zod-italian';
import { PROXIMITY_DEFAULT_DISTANCE } from '../constants';
import { isIsoDate } from '../delivery/rome-time';
import { ADDRESS_TYPE, DELIVERY_SERVICE } from '../order-status/service-and-payment-types';
import { exactLengthValidator, validateNumbersOnly } from '../validation/field-validators';
import { zItalianPhone, zLettersOnly, zOptional, zodFromValidators, zRequiredText } from '../validation/zod-validators';
import { formFlagSchema, storeSchema, zPositiveId, zProvince } from './accounts';

/** A number sent as text (queries, forms) or as JSON; blank is missing. */
const zNumberText = () =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim().replace(',', '.');
    return trimmed === '' ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  }, z.number());
const zLatitude = () => zNumberText().pipe(z.number().min(-90).max(90));
const zLongitude = () => zNumberText().pipe(z.number().min(-180).max(180));
/** A search distance in metres (at most 200 km), PROXIMITY_DEFAULT_DISTANCE when missing. */
const zDistance = () =>
  zOptional(zNumberText().pipe(z.number().int().min(1).max(200_000))).transform((value) => value ?? PROXIMITY_DEFAULT_DISTANCE);
const zOptionalText = (max: number) => zOptional(z.string().trim().max(max));
const zAddressTypeId = () => zPositiveId().pipe(z.literal([ADDRESS_TYPE.home, ADDRESS_TYPE.storePickup, ADDRESS_TYPE.locker]));
const zDeliveryServiceId = () => zPositiveId().pipe(z.literal([DELIVERY_SERVICE.storePickup, DELIVERY_SERVICE.homeDelivery]));
const zPostalCode = () => zodFromValidators([validateNumbersOnly, exactLengthValidator(5)]);

/** An address of the Address entity: a shopper's home (type 2), a shop (3) or a locker (5) pickup point. */
export const addressSchema = z.object({
  addressId: z.number().int(),
  addressName: z.string(),
  /** 'home', 'store' or 'locker'. */
  addressType: z.enum(['home', 'store', 'locker']),
  addressTypeId: z.number().int(),
  deliveryServiceId: z.number().int(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  doorbellName: z.string(),
  /** The recipient's name and surname (second file, section 5); blank on pickup points. */
  firstName: z.string(),
  lastName: z.string(),
  floor: z.string(),
  referencePhoneNumber: z.string(),
  addressNote: z.string(),
  elevator: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** 1 when the address can be used now (a home address inside coverage, an open pickup point). */
  active: z.number().int(),
  /** The star of the address selector: the shopper's default home or default store address. */
  defaultAddress: z.boolean(),
  /** The shop (or locker) of a pickup point; for a home address, null. */
  storeId: z.number().int().nullable(),
  /** The warehouse that serves the address. */
  warehouseId: z.number().int().nullable(),
  /** A company delivery point the shopper subscribed to (shopatwork). */
  companyPoint: z.boolean(),
  /** Metres from the point asked for, when the call had coordinates. */
  distance: z.number().int().optional(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesDataSchema = z.object({ addresses: z.array(addressSchema) });
export const addressDataSchema = z.object({ address: addressSchema });

/** `GET user-address/delivery-service-list`: a service, or an address type, optionally around a point. */
export const deliveryServiceListQuerySchema = z
  .object({
    delivery_service_id: zOptional(zDeliveryServiceId()),
    address_type: zOptional(zAddressTypeId()),
    latitude: zOptional(zLatitude()),
    longitude: zOptional(zLongitude()),
    distance: zDistance(),
  })
  .refine((query) => query.delivery_service_id !== undefined || query.address_type !== undefined, {
    message: 'Indicare delivery_service_id oppure address_type',
    path: ['delivery_service_id'],
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: 'Indicare sia latitude sia longitude',
    path: ['latitude'],
  });
export type DeliveryServiceListQuery = z.output<typeof deliveryServiceListQuerySchema>;
export const deliveryServiceListDataSchema = z.object({
  addresses: z.array(addressSchema),
  /** userId -1 when the call came without a logged-in shopper (only pickup points are listed then). */
  user: z.object({ userId: z.number().int() }),
});

/** `GET user-address/list`: the shopper's addresses, of one type when asked; `default_drive` adds the default pickup point. */
export const addressListQuerySchema = z.object({
  address_type: zOptional(zAddressTypeId()),
  default_drive: zOptional(formFlagSchema).transform((value) => value ?? false),
});

export const addressIdQuerySchema = z.object({ address_id: zPositiveId() });

/** `POST user-address/select`. */
export const addressSelectRequestSchema = z.object({ address_type: zAddressTypeId(), address_id: zPositiveId() });

/** `POST user-address/check`: the verify step; typed and GPS coordinates are both optional. */
export const addressCheckRequestSchema = z.object({
  address1: zOptionalText(200),
  addressNumber: zOptionalText(20),
  city: zOptionalText(100),
  postalcode: zOptionalText(10),
  province: zOptionalText(40),
  latitude: zOptional(zLatitude()),
  longitude: zOptional(zLongitude()),
  gpsLatitude: zOptional(zLatitude()),
  gpsLongitude: zOptional(zLongitude()),
});
export type AddressCheckRequest = z.output<typeof addressCheckRequestSchema>;

export const warehouseRefSchema = z.object({ warehouseId: z.number().int(), name: z.string() });
export const addressCheckDataSchema = z.object({
  /** 1: home delivery reaches the address; 0: it does not. */
  active: z.number().int(),
  warehouse: warehouseRefSchema.nullable(),
  /** The address as checked, with the coordinates found for it. */
  address: z.object({
    address1: z.string(),
    addressNumber: z.string(),
    city: z.string(),
    province: z.string(),
    postalcode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
});

/**
 * `POST user-address/update`: creates (no addressId) or changes a home address. Street, number,
 * postal code and city are checked by the service ('message.invalidAddress1'), not here.
 */
/**
 * The recipient on the address form (second file, section 5: "the address form also requires name
 * and surname, identifier, phone"; the identifier is `addressName`). Required on the form; the API
 * keeps them optional for older clients, the server then keeps what the address or the account has.
 */
export const addressRecipientSchema = z.object({
  firstName: zLettersOnly().max(60),
  lastName: zLettersOnly().max(60),
});

export const addressUpdateRequestSchema = z.object({
  firstName: zOptional(addressRecipientSchema.shape.firstName),
  lastName: zOptional(addressRecipientSchema.shape.lastName),
  addressId: zOptional(zPositiveId()),
  addressTypeId: zOptional(zAddressTypeId()),
  addressName: zRequiredText().max(60),
  doorbellName: zRequiredText().max(60),
  referencePhoneNumber: zItalianPhone().max(30),
  address1: zOptionalText(200),
  addressNumber: zOptionalText(20),
  postalcode: zOptional(zPostalCode()),
  city: zOptionalText(100),
  province: zProvince(),
  floor: zOptionalText(40),
  addressNote: zOptionalText(500),
  elevator: zOptional(formFlagSchema),
  latitude: zOptional(zLatitude()),
  longitude: zOptional(zLongitude()),
  /** True makes it the shopper's default home address (the first one always is). */
  defaultAddress: zOptional(formFlagSchema),
});
export type AddressUpdateRequest = z.output<typeof addressUpdateRequestSchema>;
export const addressUpdateDataSchema = z.object({ addressId: z.number().int(), address: addressSchema });

/** A store with what the store page and proximity search add: map point, hours, warehouse and pickup address. */
export const storeDetailSchema = storeSchema.extend({
  kind: z.enum(['store', 'locker']),
  latitude: z.number(),
  longitude: z.number(),
  /** Opening hours by weekday, 1 = Monday: { "1": "08:00-20:30" }. */
  openingHours: z.record(z.string(), z.string()),
  warehouseId: z.number().int(),
  /** The pickup address that `user-address/select` takes for this store. */
  addressId: z.number().int().nullable(),
  distance: z.number().int().optional(),
});
export const storeViewDataSchema = z.object({ store: storeDetailSchema });
export const storeIdQuerySchema = z.object({ store_id: zPositiveId() });

/** `GET store-proximity/localize`: shops near a point, nearest first unless `orderby` says otherwise. */
export const storeLocalizeQuerySchema = z.object({
  latitude: zLatitude(),
  longitude: zLongitude(),
  distance: zDistance(),
  services: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        )
        .max(10),
    )
    .optional(),
  orderby: z.enum(['distance', 'name', 'city']).default('distance'),
});
export const storeLocalizeDataSchema = z.object({ stores: z.array(storeDetailSchema) });

/** `GET warehouse/find-by-coordinates`. */
export const warehouseFindQuerySchema = z.object({ latitude: zLatitude(), longitude: zLongitude(), distance: zDistance() });
export const warehouseSchema = warehouseRefSchema.extend({
  address1: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  postalcodes: z.array(z.string()),
  radiusMeters: z.number().int().nullable(),
  distance: z.number().int(),
  /** True when the point is inside the warehouse's radius. */
  serves: z.boolean(),
});
export const warehouseFindDataSchema = z.object({
  /** The warehouse serving the point (inside its radius), else null. */
  warehouse: warehouseSchema.nullable(),
  /** Every warehouse within `distance`, nearest first. */
  warehouses: z.array(warehouseSchema),
});

/** `GET shopatwork/subscribe`. */
export const subscribeQuerySchema = z.object({ subscriptionCode: zRequiredText().max(40).toUpperCase() });

/** `GET delivery-fee/view`: the cart's fee and the free-delivery threshold, in cents (and euro display copies). */
export const deliveryFeeDataSchema = z.object({
  deliveryServiceId: z.number().int().nullable(),
  warehouseId: z.number().int().nullable(),
  feeCents: z.number().int(),
  fee: z.number(),
  /** The standard fee before any waiver. */
  baseFeeCents: z.number().int(),
  freeThresholdCents: z.number().int().nullable(),
  freeThreshold: z.number().nullable(),
  subtotalCents: z.number().int(),
  amountToFreeCents: z.number().int().nullable(),
  /** The brand's minimum order for the service (0: none) and what the items still lack for it. */
  minimumOrderCents: z.number().int(),
  amountToMinimumCents: z.number().int(),
});

/** `GET timeslot/list`. */
export const timeslotListQuerySchema = z.object({
  'show-closed': zOptional(formFlagSchema).transform((value) => value ?? false),
  'check-locker': zOptional(formFlagSchema).transform((value) => value ?? false),
});
export const timeslotSchema = z.object({
  timeslotId: z.number().int(),
  beginTime: z.string(),
  endTime: z.string(),
  name: z.string(),
  status: z.enum(['empty', 'intermediate', 'full']),
  /** 1 while the slot can be chosen (enabled, before its cut-off); full slots stay 1 but cannot be chosen. */
  active: z.number().int(),
  selected: z.boolean(),
  /** When bookings close (ISO instant). */
  cutoffAt: z.string(),
  /** What delivery costs in this slot for the cart's items now: 0 above the free-delivery threshold and for free services. */
  deliveryFeeCents: z.number().int(),
});
export const timeslotDaySchema = z.object({ dateIso: z.string(), timeslots: z.array(timeslotSchema), selected: z.boolean() });
export const timeslotListDataSchema = z.object({ days: z.array(timeslotDaySchema) });

/** `GET timeslot/select`: the day (YYYY-MM-DD) and the slot. */
export const timeslotSelectQuerySchema = z.object({
  sel_date: z.string().trim().refine(isIsoDate, 'Data non valida: usare il formato AAAA-MM-GG'),
  timeslot_id: zPositiveId(),
});

/** `GET user-address/coverage`: a postal code (five digits), for the visitor's "Consegniamo a…?" before registering. */
export const postalCodeCoverageQuerySchema = z.object({ postalcode: zPostalCode() });

/** Whether home delivery reaches the postal code: 1 when a warehouse lists it (a radius needs the street: user-address/check). */
export const postalCodeCoverageDataSchema = z.object({ postalcode: z.string(), active: z.number().int() });
export type PostalCodeCoverage = z.infer<typeof postalCodeCoverageDataSchema>;
