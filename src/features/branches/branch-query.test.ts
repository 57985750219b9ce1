import { describe, expect, it } from 'vitest';
import { branchQuerySchema, findBranches } from './branch-query';

describe('branchQuerySchema and findBranches', () => {
  it('returns all eight branches without a filter', () => {
    expect(findBranches(branchQuerySchema.parse({}))).toHaveLength(8);
  });

  it('filters by region and by district', () => {
    expect(findBranches({ region: 'kowloon' }).map((branch) => branch.id)).toEqual([
      'tsim-sha-tsui',
      'hung-hom',
    ]);
    expect(findBranches({ district: 'sha-tin' }).map((branch) => branch.id)).toEqual(['sha-tin']);
    expect(findBranches({ region: 'kowloon', district: 'sha-tin' })).toEqual([]);
  });

  it('rejects unknown regions and unknown parameters', () => {
    expect(branchQuerySchema.safeParse({ region: 'macau' }).success).toBe(false);
    expect(branchQuerySchema.safeParse({ city: 'hk' }).success).toBe(false);
  });
});
