import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { branches } from '../../src/features/branches/branch-data';
import { hongKongBox, hongKongLand, landFile } from './hong-kong-land';

type Ring = [number, number][];
type Point = [number, number];

/** Ray casting: whether the point lies inside the ring. */
function inside([x, y]: Point, ring: Ring): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/** Metres from the point to the ring's nearest edge (flat, at Hong Kong's latitude). */
function toCoast([x, y]: Point, ring: Ring): number {
  const kx = 102_900;
  const ky = 110_700;
  let best = Infinity;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    const [px, py, dx, dy] = [(x - x1) * kx, (y - y1) * ky, (x2 - x1) * kx, (y2 - y1) * ky];
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(px - t * dx, py - t * dy));
  }
  return best;
}

describe("the branch map's base map (no tile server)", () => {
  it('is the land of Natural Earth, regenerated as committed', () => {
    expect(readFileSync(landFile, 'utf8')).toBe(hongKongLand());
  });

  // Natural Earth's 1:10m coast predates some reclamation: Central's branch is 114 m off it. A marker
  // is 28 px, over a kilometre at the map's zoom, so "on land" allows 250 m.
  it('puts every branch on land (or within 250 m of the coast) inside its box', () => {
    const land = JSON.parse(readFileSync(landFile, 'utf8')) as { coordinates: Ring[][] };
    const rings = land.coordinates.map(([outer]) => outer!);
    const [west, south, east, north] = hongKongBox;
    for (const branch of branches) {
      const point: Point = [branch.lng, branch.lat];
      expect(point[0] > west && point[0] < east && point[1] > south && point[1] < north).toBe(true);
      const onLand = rings.some((ring) => inside(point, ring));
      const offshore = Math.min(...rings.map((ring) => toCoast(point, ring)));
      expect(onLand || offshore < 250, `${branch.id}: ${Math.round(offshore)} m off`).toBe(true);
    }
  });
});
