import type { Branch } from './branch-data';

/** Google Maps directions to a branch; opens the Maps app on phones. No request is made until followed. */
export function directionsUrl(branch: Pick<Branch, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${branch.lat},${branch.lng}`)}`;
}
