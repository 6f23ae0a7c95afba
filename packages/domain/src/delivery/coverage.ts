import { distanceMeters, type GeoPoint } from './geo-distance';

/** What decides whether a warehouse delivers to an address. */
export type CoverageArea = GeoPoint & { postalcodes: readonly string[]; radiusMeters: number | null };
export type CoveragePoint = { postalcode?: string | null; latitude?: number | null; longitude?: number | null };
export type Coverage = { served: boolean; by: 'postalcode' | 'radius' | null; distanceMeters: number | null };

/** A warehouse serves an address when it lists the postal code, or when the point lies within its radius. */
export function coverageOf(area: CoverageArea, point: CoveragePoint): Coverage {
  const hasPoint = typeof point.latitude === 'number' && typeof point.longitude === 'number';
  const distance = hasPoint
    ? distanceMeters(area, { latitude: point.latitude as number, longitude: point.longitude as number })
    : null;
  if (point.postalcode && area.postalcodes.includes(point.postalcode.trim()))
    return { served: true, by: 'postalcode', distanceMeters: distance };
  if (distance !== null && area.radiusMeters !== null && distance <= area.radiusMeters) {
    return { served: true, by: 'radius', distanceMeters: distance };
  }
  return { served: false, by: null, distanceMeters: distance };
}

/** The warehouse serving a point: postal code matches first, then the nearest whose radius holds it. */
export function servingArea<Area extends CoverageArea>(areas: readonly Area[], point: CoveragePoint): Area | null {
  const served = areas
    .map((area) => ({ area, coverage: coverageOf(area, point) }))
    .filter(({ coverage }) => coverage.served)
    .sort(
      (first, second) =>
        Number(second.coverage.by === 'postalcode') - Number(first.coverage.by === 'postalcode') ||
        (first.coverage.distanceMeters ?? 0) - (second.coverage.distanceMeters ?? 0),
    );
  return served[0]?.area ?? null;
}
