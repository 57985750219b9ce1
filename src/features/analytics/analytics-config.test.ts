import { afterEach, describe, expect, it, vi } from 'vitest';

async function configWith(values: Record<string, string | undefined>) {
  vi.resetModules();
  vi.doMock('@/env', () => ({ env: { SITE_ORIGIN: 'https://www.example.hk', ...values } }));
  return import('./analytics-config');
}

afterEach(() => vi.doUnmock('@/env'));

describe('analytics configuration', () => {
  it('sends to the built-in collector with the documented public key when nothing is set', async () => {
    const config = await configWith({});
    expect(config.trackerConfig()).toEqual({
      endpoint: '/v1/track',
      writeKey: 'konew-local-collector',
    });
    expect(config.collectorEnabled()).toBe(true);
  });

  it('sends to {host}/v1/track with the configured key, and the built-in collector stands down', async () => {
    const config = await configWith({
      ANALYTICS_HOST: 'https://track.example.com/',
      ANALYTICS_WRITE_KEY: 'pub_write_123',
    });
    expect(config.trackerConfig()).toEqual({
      endpoint: 'https://track.example.com/v1/track',
      writeKey: 'pub_write_123',
    });
    expect(config.collectorEnabled()).toBe(false);
  });

  it('keeps the collector on when the configured host is the site itself', async () => {
    const config = await configWith({ ANALYTICS_HOST: 'https://www.example.hk' });
    expect(config.collectorEnabled()).toBe(true);
  });
});
