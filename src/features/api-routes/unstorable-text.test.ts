import { describe, expect, it } from 'vitest';
import { writeKey } from '@/features/analytics/analytics-config';
import { collectEvent as track } from '@/features/analytics/collect-event';
import { unstorableTextFields } from '@/server/api/storable-text';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { describeEachDatabase } from '@/db/testing/each-database';
import { jsonRoutesByPath } from './route-lookup';

const endpoints = { '/v1/track': track, ...jsonRoutesByPath };

describe('unstorableTextFields', () => {
  it('names each field holding a NUL or a lone surrogate, nested ones by path', () => {
    expect(
      unstorableTextFields({
        name: 'Chan\u0000',
        company: { address: 'Unit \ud800 1' },
        sources: ['ok', 'x\udc00'],
        fine: '陳大文 😀',
      }),
    ).toEqual(['name', 'company.address', 'sources[1]']);
    expect(unstorableTextFields({ ['bad\u0000key']: 1 })).toEqual(['$root']);
    expect(unstorableTextFields({ n: 1, b: true, z: null })).toEqual([]);
  });
});

describeEachDatabase('every endpoint that reads JSON', () => {
  for (const [path, post] of Object.entries(endpoints)) {
    for (const [what, text] of [
      ['a NUL character', 'Chan\u0000Tai Man'],
      ['a lone surrogate', 'Chan \ud83d Tai Man'],
    ] as const) {
      it(`${path} refuses ${what} with 422 and a field code`, async () => {
        // The collector also wants its public write key.
        const headers = { authorization: `Bearer ${writeKey()}` };
        const response = await post(apiRequest(path, { name: text, ...humanTiming }, { headers }));
        expect(response.status).toBe(422);
        const { error } = await response.json();
        expect(error.code).toBe('validation_failed');
        expect(error.fields).toEqual({ name: 'invalid_characters' });
      });
    }
  }
});
