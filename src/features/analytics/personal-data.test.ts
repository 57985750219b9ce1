import { describe, expect, it } from 'vitest';
import { isPersonalKey, looksPersonal } from './personal-data';

describe('looksPersonal', () => {
  it.each([
    'chan@example.com',
    'mail me at a.b@c.com.hk',
    '91234567',
    '9123 4567',
    '+852 2123 4567',
    '4111 1111 1111 1111',
    'A123456(7)',
    'ab1234563',
  ])('flags %s', (value) => expect(looksPersonal(value)).toBe(true));

  it.each([
    'homepage',
    'homepage_hero_download_app',
    'cny_2026',
    'sale_20260301',
    'facebook',
    'blog-how-to-save-12-tips',
    '10000',
  ])('lets %s through', (value) => expect(looksPersonal(value)).toBe(false));
});

describe('isPersonalKey', () => {
  it('flags names of personal fields in any case style', () => {
    for (const key of [
      'email',
      'first_name',
      'contactPhone',
      'mobile',
      'home_address',
      'hkid',
      'ip',
      'customer_ref',
      'customerId',
      'id_number',
      'user_id',
      'dob',
    ])
      expect(isPersonalKey(key), key).toBe(true);
  });

  it('lets the tracker’s own properties through', () => {
    for (const key of [
      'button_cta',
      'button_location',
      'page',
      'locale',
      'step',
      'plan_months',
      'page_index',
      'valid',
      'video',
    ])
      expect(isPersonalKey(key), key).toBe(false);
  });
});
