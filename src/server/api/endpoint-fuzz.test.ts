import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeEachDatabase } from '@/db/testing/each-database';
import { storedRowCounts } from '@/db/testing/table-rows';
import { documentedEndpoints, jsonRoutesByPath } from '@/features/api-routes/route-lookup';
import { writeKey } from '@/features/analytics/analytics-config';
import { collectEvent as track } from '@/features/analytics/collect-event';
import {
  MAX_TRACK_BODY_BYTES,
  trackRequestSchema,
} from '@/features/analytics/track-request-schema';
import { carriers, disguisedCanaries } from '@/features/analytics/testing/disguised-canaries';
import { buttonClick } from '@/features/analytics/testing/track-examples';
import { MAX_BODY_BYTES } from './request-guards';
import { apiRequest, humanTiming } from './testing/api-request';
import { type FuzzClass, fuzzCases } from './testing/fuzz-cases';

type Json = Record<string, unknown>;
type Target = {
  post: (request: Request) => Promise<Response>;
  schema: z.ZodType;
  example: Json;
  maxBytes: number;
};

/** Every JSON POST endpoint: the documented API, each with its example, and the collector. */
const targets: Record<string, Target> = {
  ...Object.fromEntries(
    documentedEndpoints.map((endpoint) => [
      endpoint.path,
      {
        post: jsonRoutesByPath[endpoint.path]!,
        schema: endpoint.request,
        example: endpoint.example as Json,
        maxBytes: MAX_BODY_BYTES,
      },
    ]),
  ),
  '/v1/track': {
    post: track,
    schema: trackRequestSchema,
    maxBytes: MAX_TRACK_BODY_BYTES,
    example: buttonClick,
  },
};

/** Tokens one example's answer hands out and a later example needs. */
const handedOut = ['applicationToken', 'encodedId'] as const;
const botChecked = new Set<string>(
  documentedEndpoints.filter((e) => e.botCheck).map((e) => e.path),
);
/** `body` with what a person's browser adds (the bot-check timing) where the endpoint wants it. */
const asSent = (path: string, body: Json): Json =>
  botChecked.has(path) ? { ...body, ...humanTiming } : body;
const send = (path: string, body: Json, raw?: string) =>
  targets[path]!.post(
    apiRequest(path, body, { headers: { authorization: `Bearer ${writeKey()}` }, raw }),
  );

describeEachDatabase('every JSON POST endpoint under fuzzing', (database, kind) => {
  const examples: Record<string, Json> = {};
  const tally: Record<FuzzClass, { requests: number; answered500: number }> = {
    nesting: { requests: 0, answered500: 0 },
    wrong_type: { requests: 0, answered500: 0 },
    characters: { requests: 0, answered500: 0 },
    canaries: { requests: 0, answered500: 0 },
  };

  beforeAll(async () => {
    // Real tokens in the examples, so a body the schema let through would reach the service.
    const tokens: Json = {};
    const empty = await storedRowCounts(database().db);
    for (const path of Object.keys(targets)) {
      const body = asSent(path, targets[path]!.example);
      for (const name of handedOut) if (name in body && name in tokens) body[name] = tokens[name];
      const response = await send(path, body);
      expect(response.status, path).toBeLessThan(300);
      const answer = response.status === 202 ? {} : ((await response.json()) as Json);
      for (const name of handedOut)
        if (typeof answer[name] === 'string') tokens[name] = answer[name];
      examples[path] = body;
    }
    // The counts see what an accepted request stores: a lead and an analytics event.
    const stored = await storedRowCounts(database().db);
    expect(stored.submissions).toBeGreaterThan(empty.submissions!);
    expect(stored.analytics_events).toBeGreaterThan(empty.analytics_events!);
  });

  afterAll(() => {
    const total = Object.values(tally).reduce((sum, { requests }) => sum + requests, 0);
    console.info(`endpoint fuzz [${kind}]: ${total} requests`, JSON.stringify(tally));
  });

  it('answers every vector with 422 and the field’s code, never 500, and stores nothing', async () => {
    const before = await storedRowCounts(database().db);
    const wrong: string[] = [];
    for (const [path, target] of Object.entries(targets)) {
      for (const fuzz of fuzzCases(target.schema, examples[path]!, target.maxBytes)) {
        const response = await send(path, fuzz.body, fuzz.raw);
        tally[fuzz.kind].requests += 1;
        if (response.status === 500) tally[fuzz.kind].answered500 += 1;
        const text = await response.text();
        const answer = text ? (JSON.parse(text) as { error?: { fields?: Json } }) : {};
        const fields = answer.error?.fields;
        const named = fuzz.fields.every((field) => {
          const code = fields?.[field];
          return code !== undefined && code === (fuzz.code ?? code);
        });
        if (response.status !== 422 || !named)
          wrong.push(`${path} ${fuzz.label}: ${response.status} ${JSON.stringify(fields)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect([tally.nesting, tally.wrong_type, tally.characters].map((t) => t.answered500)).toEqual([
      0, 0, 0,
    ]);
    expect(await storedRowCounts(database().db)).toEqual(before);
    expect(tally.nesting.requests).toBe(4 * Object.keys(targets).length);
    expect(tally.wrong_type.requests).toBeGreaterThan(300);
    expect(tally.characters.requests).toBeGreaterThan(300);
    // About 1,450 requests: 2-5 s alone on PostgreSQL, past 30 s on a machine shared with browsers.
  }, 120_000);

  // Personal data in disguise is refused by the collector alone: the forms take a name, a phone
  // number or an HKID by design (that is their purpose), and store it under their own rules.
  it('refuses every disguised canary in every field of the collector, never 500, and stores nothing', async () => {
    const before = await storedRowCounts(database().db);
    const wrong: string[] = [];
    for (const canary of disguisedCanaries) {
      for (const body of carriers(canary)) {
        const response = await send('/v1/track', body);
        tally.canaries.requests += 1;
        if (response.status === 500) tally.canaries.answered500 += 1;
        if (response.status !== 422) wrong.push(`${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(tally.canaries.answered500).toBe(0);
    expect(tally.canaries.requests).toBe(disguisedCanaries.length * carriers('x').length);
    expect(await storedRowCounts(database().db)).toEqual(before);
  });
});
