import { describe, expect, it } from 'vitest';
import { detectPlatform, storeUrl } from './device';

describe('detectPlatform', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'ios',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', 'ios'],
    [
      'Mozilla/5.0 (Linux; Android 12; HUAWEI P50 Pro) AppleWebKit/537.36 Chrome/99 Mobile',
      'huawei',
    ],
    ['Mozilla/5.0 (Linux; Android 10; ELS-NX9; HMSCore 6.11.0.302) AppleWebKit/537.36', 'huawei'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      'android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
      'desktop',
    ],
    ['', 'desktop'],
  ])('%s → %s', (ua, platform) => {
    expect(detectPlatform(ua)).toBe(platform);
  });

  it('gives no store for desktops', () => {
    expect(storeUrl('desktop')).toBeNull();
    expect(storeUrl('huawei')).toContain('appgallery');
  });
});
