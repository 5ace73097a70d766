/** Great-circle distance and bounding boxes in statute miles (docs/product.md §9: imperial units). */
export const EARTH_RADIUS_MILES = 3958.7613;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance; the SQL of the radius search computes the same formula. */
export function greatCircleMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, a)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** A box that contains every point within `miles` of the centre (with a small safety margin). */
export function boundingBox(lat: number, lng: number, miles: number): BoundingBox {
  const margin = 1.01;
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI) * margin;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = Math.min(180, (dLat / Math.cos(rad(widest))) * margin);
  return { minLat, maxLat, minLng: Math.max(-180, lng - dLng), maxLng: Math.min(180, lng + dLng) };
}
