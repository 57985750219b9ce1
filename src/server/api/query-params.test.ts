import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { parseQuery } from './query-params';

const schema = z.strictObject({
  region: z.enum(['hong_kong', 'kowloon']).optional(),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
const query = (search: string) => parseQuery(new Request(`http://x/api${search}`), schema);
const refused = async (search: string) => {
  const result = query(search);
  if (result.ok) throw new Error('accepted');
  expect(result.response.status).toBe(422);
  expect(result.response.headers.get('cache-control')).toBe('no-store');
  return ((await result.response.json()) as { error: { code: string; fields: object } }).error;
};

describe('parseQuery', () => {
  it('gives the parsed parameters, defaults filled in', () => {
    expect(query('?region=kowloon')).toEqual({
      ok: true,
      data: { region: 'kowloon', per_page: 10 },
    });
  });

  it('refuses a wrong value, an unknown parameter and a repeated one, each by name', async () => {
    expect(await refused('?region=macau&colour=red&per_page=2&per_page=3')).toEqual({
      code: 'validation_failed',
      fields: { region: 'invalid_value', colour: 'unknown_parameter', per_page: 'repeated' },
    });
  });
});
