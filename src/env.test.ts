import { describe, expect, it } from 'vitest';
import { missingSiteOrigin } from '@/lib/env-site-origin';
import { parseEnv } from './env';

describe('SITE_ORIGIN', () => {
  it('is required by a production server, with a message that names it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /Refusing to start: SITE_ORIGIN is not set.*SITE_ORIGIN=https:\/\/www\.example\.com/,
    );
    expect(missingSiteOrigin({ NODE_ENV: 'production', SITE_ORIGIN: '' })).toMatch(/SITE_ORIGIN/);
  });

  it('is taken as given in production', () => {
    const env = parseEnv({ NODE_ENV: 'production', SITE_ORIGIN: 'https://www.example.com' });
    expect(env.SITE_ORIGIN).toBe('https://www.example.com');
  });

  it('keeps the local default while developing and testing', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).SITE_ORIGIN).toBe('http://localhost:3000');
    expect(parseEnv({ NODE_ENV: 'test' }).SITE_ORIGIN).toBe('http://localhost:3000');
  });
});

describe('siteOriginConfigured', () => {
  it('says whether SITE_ORIGIN was given, so the origin check knows the default is a guess', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).siteOriginConfigured).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'development', SITE_ORIGIN: 'http://localhost:3000' })
        .siteOriginConfigured,
    ).toBe(true);
  });
});

describe('FORM_TOKEN_REQUIRED', () => {
  it('is on unless turned off: a form must send the token its page issued', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).FORM_TOKEN_REQUIRED).toBe('true');
    expect(
      parseEnv({ NODE_ENV: 'development', FORM_TOKEN_REQUIRED: 'yes' }).FORM_TOKEN_REQUIRED,
    ).toBe('true');
    expect(
      parseEnv({ NODE_ENV: 'development', FORM_TOKEN_REQUIRED: 'false' }).FORM_TOKEN_REQUIRED,
    ).toBe('false');
  });
});

describe('ANALYTICS_CAMPAIGNS', () => {
  it('is a short default list, or the given values in lower case; a value off the charset refuses to start', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).ANALYTICS_CAMPAIGNS).toContain('newsletter');
    const given = parseEnv({ NODE_ENV: 'test', ANALYTICS_CAMPAIGNS: 'Google, cny_2026' });
    expect(given.ANALYTICS_CAMPAIGNS).toEqual(['google', 'cny_2026']);
    expect(() => parseEnv({ NODE_ENV: 'test', ANALYTICS_CAMPAIGNS: 'spring sale' })).toThrow();
  });
});
