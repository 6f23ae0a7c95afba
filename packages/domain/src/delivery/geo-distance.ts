/** A point on the map in decimal degrees (WGS 84). */
export type GeoPoint = { latitude: number; longitude: number };

const EARTH_RADIUS_METERS = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in whole metres (haversine). */
export function distanceMeters(from: GeoPoint, to: GeoPoint): number {
  const latitudeDelta = toRadians(to.latitude - from.latitude);
  const longitudeDelta = toRadians(to.longitude - from.longitude);
  const chord =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(chord))));
}

/** True when the point lies inside Italy's bounding box (islands included): a cheap sanity check of coordinates. */
export function isWithinItaly({ latitude, longitude }: GeoPoint): boolean {
  return latitude >= 35.4 && latitude <= 47.1 && longitude >= 6.6 && longitude <= 18.6;
}
