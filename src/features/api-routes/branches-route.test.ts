import { describe, expect, it } from 'vitest';
import { branchesRoute } from './public-get-routes';
import { expectQueryRefused } from '@/server/api/testing/query-refused';

const call = (query: string) =>
  branchesRoute(new Request(`http://localhost/api/v2/konew-center${query}`));

describe('GET /api/v2/konew-center', () => {
  it('returns every branch, cacheable', async () => {
    const response = call('');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const body = (await response.json()) as {
      count: number;
      data: Array<{ id: string; sample: boolean }>;
    };
    expect(body.count).toBe(8);
    expect(body.data.every((branch) => branch.sample)).toBe(true);
  });

  it('filters by region and district', async () => {
    const body = (await call('?region=new-territories').json()) as { data: Array<{ id: string }> };
    expect(body.data.map((branch) => branch.id)).toEqual([
      'sha-tin',
      'tai-po',
      'tsuen-wan',
      'yuen-long',
    ]);
    const one = (await call('?district=hung-hom').json()) as {
      data: Array<{ id: string; hours: { saturday: unknown } }>;
    };
    expect(one.data).toEqual([
      expect.objectContaining({
        id: 'hung-hom',
        hours: expect.objectContaining({ saturday: null }),
      }),
    ]);
  });

  it('answers 422 with field codes for a bad value, an unknown or a repeated parameter', async () => {
    await expectQueryRefused(call('?region=macau&colour=red'), {
      region: 'invalid_value',
      colour: 'unknown_parameter',
    });
    const repeated = call('?region=kowloon&region=kowloon');
    expect(repeated.status).toBe(422);
  });
});
