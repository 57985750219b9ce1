import { describe, expect, it } from 'vitest';
import { memoryStore } from './browser-storage';
import { campaignOf, currentCampaign, SAVED_QUERY_KEY, utmQuery } from './campaign';

describe('utmQuery', () => {
  it('keeps only utm_source, utm_medium and utm_campaign', () => {
    expect(
      utmQuery(
        '?utm_source=fb&x=1&email=a%40b.hk&utm_medium=cpc&utm_campaign=summer&utm_term=card',
      ),
    ).toBe('utm_source=fb&utm_medium=cpc&utm_campaign=summer');
    expect(utmQuery('?from=404_page&old_path=%2Ftc')).toBe('');
  });

  it('drops values that look like personal data, trims and caps the rest', () => {
    expect(
      utmQuery(
        '?utm_source=chan%40example.com&utm_medium=%2091234567%20&utm_campaign=%20spring%20',
      ),
    ).toBe('utm_campaign=spring');
    expect(
      new URLSearchParams(utmQuery(`?utm_source=${'a'.repeat(300)}`)).get('utm_source'),
    ).toHaveLength(64);
  });

  it('keeps campaign values of letters, digits, _, - and . only, spaces written as _', () => {
    expect(
      utmQuery('?utm_source=facebook.com&utm_medium=e-mail&utm_campaign=%20Spring%20Sale%202026'),
    ).toBe('utm_source=facebook.com&utm_medium=e-mail&utm_campaign=Spring_Sale_2026');
    for (const odd of ['<script>', 'a"b', 'x/y', '-lead', '%E4%BF%A1', 'caf%C3%A9', 'a%00b'])
      expect(utmQuery(`?utm_source=${odd}`), odd).toBe('');
  });

  it('checks a long value before it cuts it, so a cut cannot split a phone number', () => {
    const long = `${'a'.repeat(60)}_91234567`;
    expect(utmQuery(`?utm_campaign=${long}`)).toBe('');
  });
});

describe('campaignOf', () => {
  it('maps utm_* to source, medium and name, leaving out what is missing', () => {
    expect(campaignOf('?utm_source=google&utm_medium=cpc&utm_campaign=cny')).toEqual({
      source: 'google',
      medium: 'cpc',
      name: 'cny',
    });
    expect(campaignOf('utm_campaign=cny')).toEqual({ name: 'cny' });
    expect(campaignOf('?utm_source=')).toBeUndefined();
    expect(campaignOf('')).toBeUndefined();
  });
});

describe('currentCampaign', () => {
  it('prefers the current URL and saves its utm_* parameters only', () => {
    const store = memoryStore();
    expect(currentCampaign('?utm_source=ig&utm_medium=social&ref=friend', store)).toEqual({
      source: 'ig',
      medium: 'social',
    });
    expect(store.get(SAVED_QUERY_KEY)).toBe('utm_source=ig&utm_medium=social');
  });

  it('falls back to the saved application query string when the URL has none', () => {
    const store = memoryStore();
    currentCampaign('?utm_source=ig&utm_campaign=launch', store);
    expect(currentCampaign('?page=2', store)).toEqual({ source: 'ig', name: 'launch' });
    expect(currentCampaign('', store)).toEqual({ source: 'ig', name: 'launch' });
  });

  it('reads only utm_* values from a saved string, whoever wrote it', () => {
    const store = memoryStore();
    store.set(SAVED_QUERY_KEY, 'utm_medium=email&phone=91234567&utm_source=91234567');
    expect(currentCampaign('', store)).toEqual({ medium: 'email' });
  });

  it('answers undefined with nothing in the URL or the store', () => {
    expect(currentCampaign('?q=1', memoryStore())).toBeUndefined();
  });
});
