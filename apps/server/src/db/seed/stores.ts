import type { stores, warehouses } from '../schema/catalogue';

type WarehouseRow = typeof warehouses.$inferInsert;
type StoreRow = typeof stores.$inferInsert;

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => String(first + index));

/**
 * Warehouses that prepare home deliveries around Bergamo and Milano, each with the postal codes it
 * serves and a radius around it. 89 is the warehouse that offers the invoice option (spec, section 9).
 */
export const warehouseRows: WarehouseRow[] = [
  {
    warehouseId: 89,
    name: 'Magazzino Bergamo',
    address1: 'Via Zanica 52',
    city: 'Bergamo',
    province: 'BG',
    postalcode: '24126',
    latitude: 45.6739,
    longitude: 9.6658,
    postalcodes: [...range(24121, 24129), '24035', '24036', '24044', '24048', '24068'],
    radiusMeters: 12_000,
  },
  {
    warehouseId: 90,
    name: 'Magazzino Milano Nord',
    address1: 'Via Gallarate 205',
    city: 'Milano',
    province: 'MI',
    postalcode: '20151',
    latitude: 45.5021,
    longitude: 9.1277,
    postalcodes: [
      '20121',
      '20123',
      '20124',
      '20125',
      '20126',
      '20127',
      '20128',
      ...range(20144, 20162).filter((code) => code !== '20150'),
    ],
    radiusMeters: 8_000,
  },
  {
    warehouseId: 91,
    name: 'Magazzino Milano Sud',
    address1: 'Via Ripamonti 280',
    city: 'Milano',
    province: 'MI',
    postalcode: '20141',
    latitude: 45.4282,
    longitude: 9.206,
    postalcodes: ['20122', '20129', ...range(20131, 20143).filter((code) => code !== '20140'), '20097'],
    radiusMeters: 8_000,
  },
];

const supermarketHours = {
  1: '08:00-20:30',
  2: '08:00-20:30',
  3: '08:00-20:30',
  4: '08:00-20:30',
  5: '08:00-20:30',
  6: '08:00-20:00',
};
const withSundayMorning = { ...supermarketHours, 7: '09:00-13:00' };
const alwaysOpen = Object.fromEntries(range(1, 7).map((day) => [day, '00:00-24:00']));

type StoreSpec = Omit<StoreRow, 'openingHours' | 'kind'>;

const storeSpecs: StoreSpec[] = [
  store(
    1,
    'Bergamo Borgo Palazzo',
    ['Via Borgo Palazzo', '90', 'Bergamo', 'BG', '24125'],
    [45.6934, 9.685],
    '035 241 8890',
    89,
    [1, 2],
  ),
  store(2, 'Bergamo Longuelo', ['Via Longuelo', '83', 'Bergamo', 'BG', '24129'], [45.6985, 9.6367], '035 402 1175', 89, [1]),
  store(3, 'Seriate', ['Corso Roma', '50', 'Seriate', 'BG', '24068'], [45.6849, 9.7233], '035 290 6644', 89, [1, 2]),
  store(4, 'Dalmine', ['Via Provinciale', '12', 'Dalmine', 'BG', '24044'], [45.6468, 9.6052], '035 563 7710', 89, [1]),
  store(5, 'Milano Viale Monza', ['Viale Monza', '120', 'Milano', 'MI', '20127'], [45.5047, 9.2233], '02 2682 4410', 90, [1, 2]),
  store(6, 'Milano Lorenteggio', ['Via Lorenteggio', '150', 'Milano', 'MI', '20146'], [45.4509, 9.1302], '02 4895 2231', 90, [1]),
  store(7, 'Milano Corso Lodi', ['Corso Lodi', '45', 'Milano', 'MI', '20139'], [45.4468, 9.2118], '02 5521 9034', 91, [1, 2]),
  store(
    8,
    'San Donato Milanese',
    ['Via Emilia', '30', 'San Donato Milanese', 'MI', '20097'],
    [45.4178, 9.2646],
    '02 5560 3318',
    91,
    [1],
  ),
];

const lockerSpecs: StoreSpec[] = [
  store(
    9,
    'Locker Bergamo Stazione',
    ['Piazzale Guglielmo Marconi', '1', 'Bergamo', 'BG', '24122'],
    [45.6907, 9.6753],
    '035 241 8890',
    89,
    [1],
  ),
  store(
    10,
    'Locker Milano Porta Garibaldi',
    ['Piazza Sigmund Freud', '1', 'Milano', 'MI', '20154'],
    [45.4847, 9.1874],
    '02 2682 4410',
    90,
    [1],
  ),
];

/** Stores (pickup, some also home delivery) and pickup lockers, open around the clock. */
export const storeRows: StoreRow[] = [
  ...storeSpecs.map((spec) => ({
    ...spec,
    kind: 'store' as const,
    openingHours: spec.storeId % 2 === 1 ? withSundayMorning : supermarketHours,
  })),
  ...lockerSpecs.map((spec) => ({ ...spec, kind: 'locker' as const, openingHours: alwaysOpen })),
];

function store(
  storeId: number,
  name: string,
  [address1, addressNumber, city, province, postalcode]: [string, string, string, string, string],
  [latitude, longitude]: [number, number],
  phone: string,
  warehouseId: number,
  deliveryServiceIds: number[],
): StoreSpec {
  return {
    storeId,
    name,
    address1,
    addressNumber,
    city,
    province,
    postalcode,
    latitude,
    longitude,
    phone,
    warehouseId,
    deliveryServiceIds,
  };
}
