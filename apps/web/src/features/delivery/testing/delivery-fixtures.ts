import type { Address, Cart } from '@spesa/domain';
import { makeUser } from '../../auth/testing/account-fixtures';
import type { TimeslotDay } from '../../timeslots/api/get-timeslots';

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    addressId: 11,
    addressName: 'Casa',
    addressType: 'home',
    addressTypeId: 2,
    deliveryServiceId: 2,
    address1: 'Via Borgo Palazzo',
    addressNumber: '12',
    city: 'Bergamo',
    province: 'BG',
    postalcode: '24125',
    doorbellName: 'Rossi',
    firstName: 'Mario',
    lastName: 'Rossi',
    floor: '',
    referencePhoneNumber: '3471234567',
    addressNote: '',
    elevator: false,
    latitude: 45.69,
    longitude: 9.68,
    active: 1,
    defaultAddress: false,
    storeId: null,
    warehouseId: 1,
    companyPoint: false,
    ...overrides,
  };
}

/** The part of an address that a cart or an order repeats as its shippingAddress. */
export function shippingAddressOf(address: Address) {
  const { addressId, addressTypeId, addressName, address1, addressNumber, city, province, postalcode } = address;
  return { addressId, addressTypeId, addressName, address1, addressNumber, city, province, postalcode };
}

/** An open cart of the home address (makeAddress) and a slot, no lines. */
export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const home = makeAddress();
  return {
    cartId: 1,
    cartStatusId: 0,
    editable: true,
    user: makeUser(),
    store: { storeId: 1, name: 'Bergamo Borgo Palazzo' },
    warehouse: { warehouseId: 1 },
    deliveryServiceId: 2,
    shippingAddress: {
      ...shippingAddressOf(home),
      deliveryServiceId: home.deliveryServiceId,
      addressType: home.addressType,
      autoAssigned: false,
    },
    timeslot: {
      date: '2026-11-21',
      timeslotId: 3,
      beginTime: '09:00',
      endTime: '11:00',
      name: '09:00 - 11:00',
      autoAssigned: false,
    },
    cartInfos: { order_comment: '', need_invoice: 'false' },
    cartItems: [],
    totalItems: 0,
    subTotalCents: 0,
    subTotal: 0,
    orderPackages: [],
    packageTotalCents: 0,
    packageTotal: 0,
    deliveryFeeCents: 0,
    deliveryFee: 0,
    giftTotalCents: 0,
    giftTotal: 0,
    totalPriceCents: 0,
    totalPrice: 0,
    totalIsEstimate: false,
    deliveryProgress: {
      serviceKind: 'home',
      baseFeeCents: 0,
      feeCents: 0,
      freeThresholdCents: null,
      amountToFreeDeliveryCents: 0,
      minimumOrderCents: 0,
      amountToMinimumCents: 0,
    },
    orderAdjustmentSummary: { orderAdjustments: [] },
    giftCertificatesToGenerate: [],
    giftCertificates: [],
    forcedPreviewDate: null,
    paymentHoldUntil: null,
    ssoUser: false,
    userPoints: { LOYALTY: { value: 0 } },
    ...overrides,
  };
}

export function makeStore(services: { deliveryServiceId: number; showTab: boolean }[]) {
  return {
    storeId: 1,
    name: 'Bergamo Borgo Palazzo',
    address: 'Via Borgo Palazzo 90',
    address1: 'Via Borgo Palazzo',
    addressNumber: '90',
    postalcode: '24125',
    city: 'Bergamo',
    province: 'BG',
    phone: '035 241 8890',
    deliveryServices: services.map((service) => ({
      ...service,
      name: service.deliveryServiceId === 1 ? 'Ritiro in negozio' : 'Consegna a domicilio',
    })),
  };
}

const slot = (timeslotId: number, beginTime: string, endTime: string, status: 'empty' | 'intermediate' | 'full', active = 1) => ({
  timeslotId,
  beginTime,
  endTime,
  name: `${beginTime} - ${endTime}`,
  status,
  active,
  selected: false,
  cutoffAt: '2026-11-20T21:00:00Z',
  deliveryFeeCents: 390,
});

/** Saturday 21/11 with a free, an almost full and a full slot; Sunday with only closed slots; Monday with one. */
export function makeDays(): TimeslotDay[] {
  return [
    {
      dateIso: '2026-11-21',
      selected: true,
      timeslots: [
        slot(1, '09:00', '11:00', 'empty'),
        slot(2, '11:00', '13:00', 'intermediate'),
        slot(3, '17:00', '19:00', 'full'),
      ],
    },
    { dateIso: '2026-11-22', selected: false, timeslots: [slot(4, '09:00', '11:00', 'empty', 0)] },
    { dateIso: '2026-11-23', selected: false, timeslots: [slot(5, '10:00', '12:00', 'empty')] },
  ];
}
