import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { documentedEndpoints } from '@/features/api-routes/route-lookup';
import { trackRequestSchema } from '@/features/analytics/track-request-schema';
import { ApiError } from './api-error';
import { MAX_JSON_DEPTH, unstorableTextFields } from './storable-text';

/** `{ field: [[[ … ]]] }` with `depth` containers in all, the body counted. */
const nestedArrays = (depth: number) => ({
  field: JSON.parse(`${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}`),
});
const nestedObjects = (depth: number) => {
  let value: unknown = 'leaf';
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return { field: value };
};

function refusal(body: unknown): unknown {
  try {
    unstorableTextFields(body);
  } catch (error) {
    return error instanceof ApiError ? { status: error.status, fields: error.fields } : error;
  }
  return null;
}

/** How many containers deep a JSON Schema lets a body nest (the body counted). */
function schemaDepth(schema: unknown): number {
  if (typeof schema !== 'object' || schema === null) return 0;
  const node = schema as Record<string, unknown>;
  const children = [
    ...Object.values((node.properties as object | undefined) ?? {}),
    ...(['items', 'additionalProperties'] as const).map((key) => node[key]),
    ...((node.anyOf as unknown[] | undefined) ?? []),
  ];
  const below = Math.max(0, ...children.map(schemaDepth));
  return node.type === 'object' || node.type === 'array' ? below + 1 : below;
}

describe('unstorableTextFields', () => {
  it('names fields holding controls, bidi controls or line breaks, in the body’s order', () => {
    const body = {
      name: 'Chan\u001b[2JTai Man',
      company: { address: 'Unit 1\r\nRoom 2', city: 'fine' },
      sources: ['ok', 'evil\u202Etxt.exe'],
      note: 'tab\there',
      fine: '陳大文 😀 O’Brien-Smith',
      emoji: '👨‍👩‍👧',
    };
    expect(unstorableTextFields(body)).toEqual(['name', 'company.address', 'sources[1]', 'note']);
    for (const character of [
      '\u007f',
      '\u0085',
      '\u009b',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u2066',
      '\u2069',
      '\u2028',
      // What a decoder leaves for bytes that are not UTF-8 (`name=A%FF%FEB`, a latin-1 form).
      '\uFFFD',
    ]) {
      expect(unstorableTextFields({ n: `a${character}b` }), JSON.stringify(character)).toEqual([
        'n',
      ]);
    }
    expect(unstorableTextFields({ ['bad\u202ekey']: 1 })).toEqual(['$root']);
  });

  it('refuses a body nested deeper than MAX_JSON_DEPTH with 422 too_deep on its top-level field', () => {
    expect(refusal(nestedArrays(MAX_JSON_DEPTH))).toBeNull();
    expect(refusal(nestedObjects(MAX_JSON_DEPTH))).toBeNull();
    const tooDeep = { status: 422, fields: { field: 'too_deep' } };
    expect(refusal(nestedArrays(MAX_JSON_DEPTH + 1))).toEqual(tooDeep);
    expect(refusal(nestedObjects(MAX_JSON_DEPTH + 1))).toEqual(tooDeep);
  });

  it('walks without recursion: 15,000 levels (more than the body cap holds) are refused, not a stack overflow', () => {
    expect(refusal(nestedArrays(15_000))).toEqual({ status: 422, fields: { field: 'too_deep' } });
    expect(refusal(nestedObjects(15_000))).toEqual({ status: 422, fields: { field: 'too_deep' } });
  });

  it('keeps the limit at least twice as deep as the deepest request schema', () => {
    const schemas = [
      ...documentedEndpoints.map((endpoint) => endpoint.request),
      trackRequestSchema,
    ];
    const depths = schemas.map((schema) =>
      schemaDepth(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })),
    );
    expect(Math.max(...depths)).toBe(3);
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(2 * Math.max(...depths));
  });
});
