import { describe, expect, it } from 'vitest';
import { trackRequestSchema } from './track-request-schema';

const pageViewed = {
  event: 'Page Viewed',
  anonymousId: '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b',
  properties: { page: 'homepage', locale: 'zh-HK' },
};

/** The paths the schema refuses, joined with dots. */
const refused = (body: unknown) =>
  trackRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('trackRequestSchema', () => {
  it('accepts the events the tracker sends', () => {
    expect(refused(pageViewed)).toEqual([]);
    expect(
      refused({
        ...pageViewed,
        event: 'Button Clicked',
        properties: { button_cta: 'apply', step: 2, plan_months: 12, consent: true },
      }),
    ).toEqual([]);
  });

  it.each(['Signed Up', 'Chan Tai Man', 'chan@example.com', 'page viewed'])(
    'refuses the event name %s, which the tracker never sends',
    (event) => expect(refused({ ...pageViewed, event })).toEqual(['event']),
  );

  it.each(['legacy-id-123', '91234567-0000', 'chan@example.com', 'A123456(7)'])(
    'refuses the anonymous id %s, which is not a UUID',
    (anonymousId) => expect(refused({ ...pageViewed, anonymousId })).toEqual(['anonymousId']),
  );

  it.each([
    [{ count: 91234567 }, 'properties.count'],
    [{ ref: 85291234567 }, 'properties.ref'],
    [{ amount: 4111111111111111 }, 'properties.amount'],
    [{ phonenumber: 1 }, 'properties.phonenumber'],
    [{ emailaddress: 'x' }, 'properties.emailaddress'],
    [{ contact_mobileno: 'x' }, 'properties.contact_mobileno'],
    [{ HKIDNumber: 'x' }, 'properties.HKIDNumber'],
    [{ note: 'call 9123 4567' }, 'properties.note'],
  ])('refuses the property %o', (properties, path) =>
    expect(refused({ ...pageViewed, properties })).toContain(path),
  );

  it.each([{ months: 12 }, { amount: 10000 }, { ratio: 0.25 }, { page_index: 3 }])(
    'keeps the ordinary number %o',
    (properties) => expect(refused({ ...pageViewed, properties })).toEqual([]),
  );
});
