/** A street of the served areas: name, postal code, and an approximate point near its middle. */
export type StreetEntry = readonly [name: string, postalcode: string, latitude: number, longitude: number];
/** The streets of one municipality. */
export type MunicipalityStreets = { city: string; province: string; streets: readonly StreetEntry[] };
