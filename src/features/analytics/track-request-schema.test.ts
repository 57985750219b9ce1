import { describe, expect, it } from 'vitest';
import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';
import { trackRequestSchema } from './track-request-schema';

const pageViewed = {
  event: 'Page Viewed',
  anonymousId: '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b',
  properties: { page: 'homepage', locale: 'zh-HK' },
};

/** The fields the schema refuses, as the 422 names them. */
function refused(body: unknown): string[] {
  const parsed = trackRequestSchema.safeParse(body, { error: fieldErrorCode });
  return parsed.success ? [] : Object.keys(fieldErrors(parsed.error));
}

describe('trackRequestSchema', () => {
  it('accepts the events the tracker sends', () => {
    expect(refused(pageViewed)).toEqual([]);
    expect(
      refused({
        ...pageViewed,
        event: 'Button Clicked',
        properties: {
          button_cta: 'download_app',
          button_location: 'homepage_hero_download_app',
          page: 'homepage',
          locale: 'en-US',
        },
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

  it.each([
    [{ page: 'Chan Tai Man' }, 'properties.page', 'invalid_format'],
    [{ page: 'no-such-page' }, 'properties.page', 'unknown_page'],
    [{ page: 'x'.repeat(150) }, 'properties.page', 'unknown_page'],
    [{ page: 'blog-信用卡' }, 'properties.page', 'invalid_format'],
    [{ page: 3 }, 'properties.page', 'invalid_type'],
    [{ locale: 'fr-FR' }, 'properties.locale', 'invalid_option'],
    [{ button_cta: 'apply now!' }, 'properties.button_cta', 'invalid_format'],
    [{ customer_ref: 'x' }, 'properties.customer_ref', 'personal_data'],
    [{ id_number: 'x' }, 'properties.id_number', 'personal_data'],
    [{ user_id: 'x' }, 'properties.user_id', 'personal_data'],
  ])('refuses the page, locale or text %o', (properties, path, code) => {
    const parsed = trackRequestSchema.safeParse(
      { ...pageViewed, properties },
      { error: fieldErrorCode },
    );
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toMatchObject({ [path]: code });
  });

  it.each([
    [{ source: 'fb mobile' }, 'context.campaign.source', 'invalid_format'],
    [{ medium: '<b>' }, 'context.campaign.medium', 'invalid_format'],
    [{ name: 'a'.repeat(65) }, 'context.campaign.name', 'too_long'],
    [{ name: 'canary(at)example.com' }, 'context.campaign.name', 'personal_data'],
  ])('refuses the campaign %o', (campaign, path, code) => {
    const parsed = trackRequestSchema.safeParse(
      { ...pageViewed, context: { campaign } },
      { error: fieldErrorCode },
    );
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toMatchObject({ [path]: code });
  });

  it.each([{ months: 12 }, { amount: 10000 }, { consent: true }, { label: 'apply' }])(
    'refuses the property %o, which the tracker never sends',
    (properties) =>
      expect(refused({ ...pageViewed, properties })).toEqual([
        `properties.${Object.keys(properties)[0]}`,
      ]),
  );
});
