/** A home address in Bergamo (24125, served by warehouse 89) as the save form sends it. */
export const bergamoHome = {
  addressName: 'Casa',
  doorbellName: 'Rossi',
  referencePhoneNumber: '347 123 4567',
  address1: 'Via Borgo Palazzo',
  addressNumber: '12',
  postalcode: '24125',
  city: 'Bergamo',
  province: 'BG',
  floor: '2',
  addressNote: 'Citofono guasto, chiamare',
  elevator: true,
};
