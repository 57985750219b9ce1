import { z } from '@/lib/zod';
import { branches, districts, regions, type Branch } from './branch-data';

/** Query of `GET /api/v2/konew-center`: optional region and district; unknown parameters are rejected. */
export const branchQuerySchema = z.strictObject({
  region: z.enum(regions).optional(),
  district: z.enum(districts).optional(),
});

export type BranchQuery = z.infer<typeof branchQuerySchema>;

export function findBranches(query: BranchQuery): Branch[] {
  return branches.filter(
    (branch) =>
      (!query.region || branch.region === query.region) &&
      (!query.district || branch.district === query.district),
  );
}

/** The public shape of a branch in the API: both languages, the hours rule. */
export function branchResource(branch: Branch) {
  const { id, region, district, name, address, phone, lat, lng, headOffice, weekdays, saturday } =
    branch;
  return {
    id,
    region,
    district,
    name,
    address,
    phone,
    location: { lat, lng },
    headOffice,
    hours: { weekdays, saturday, sunday: null, publicHolidays: null },
    sample: true,
  };
}
