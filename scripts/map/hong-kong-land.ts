// `npx node --import tsx scripts/map/hong-kong-land.ts`: writes the branch map's base map
// (src/features/branches/hong-kong-land.json), drawn when no tile server is configured
// (MAP_TILE_URL empty, as on a fresh install). Land from Natural Earth's 1:10m countries (public
// domain, via the `world-atlas` package): Hong Kong, and the mainland and Macao clipped to the
// box around it, coordinates to four decimals (about 10 m). Checked by hong-kong-land.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clipPolygon, type BoundingBox, type Point } from 'lineclip';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** West, south, east, north: Hong Kong with its waters and the edge of Shenzhen. */
export const hongKongBox: BoundingBox = [113.82, 22.13, 114.45, 22.58];
export const landFile = path.resolve(
  import.meta.dirname,
  '../../src/features/branches/hong-kong-land.json',
);

const round = ([lng, lat]: Point): Point => [
  Math.round(lng * 1e4) / 1e4,
  Math.round(lat * 1e4) / 1e4,
];

/** The land inside the box, as one GeoJSON MultiPolygon (outer rings only: no lake is drawn). */
export function hongKongLand(): string {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
  ) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(topology, topology.objects.countries);
  const polygons: Point[][][] = [];
  for (const country of countries.features) {
    if (!['China', 'Hong Kong', 'Macao'].includes(country.properties.name)) continue;
    const geometry = country.geometry;
    const shapes =
      geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : geometry.type === 'Polygon'
          ? [geometry.coordinates]
          : [];
    for (const [outer] of shapes) {
      const clipped = clipPolygon((outer ?? []) as Point[], hongKongBox).map(round);
      if (clipped.length >= 4) polygons.push([clipped]);
    }
  }
  const land = { type: 'MultiPolygon', coordinates: polygons };
  return `${JSON.stringify(land)}\n`;
}

if (import.meta.main) {
  writeFileSync(landFile, hongKongLand());
  console.log(`written ${path.relative(process.cwd(), landFile)}`);
}
