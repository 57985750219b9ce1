import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { downloadAppRedirect } from './download-app-redirect';

const agents = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
};

async function redirect(locale: string, query: string, agent: keyof typeof agents) {
  const request = new Request(`http://localhost:3000/download-app-redirect${query}`, {
    headers: { 'user-agent': agents[agent] },
  });
  const response = downloadAppRedirect(request, locale);
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

describe('/download-app-redirect', () => {
  it('keeps the campaign on the desktop fallback, and only the campaign', async () => {
    expect(await redirect('zh-HK', '?utm_source=qr', 'desktop')).toBe(
      '/download_app?utm_source=qr',
    );
    expect(
      await redirect(
        'en-US',
        '?utm_source=qr&utm_medium=poster&utm_campaign=spring&next=//evil.example',
        'desktop',
      ),
    ).toBe('/en-US/download_app?utm_source=qr&utm_medium=poster&utm_campaign=spring');
    expect(await redirect('zh-HK', '?utm_source=a%40b.example', 'desktop')).toBe('/download_app');
  });

  it('passes the campaign to Google Play as its install referrer', async () => {
    const target = new URL(
      await redirect('zh-HK', '?utm_source=qr&utm_campaign=spring', 'android'),
    );
    expect(target.searchParams.get('id')).toBe(
      new URL(site.apps.googlePlay).searchParams.get('id'),
    );
    expect(target.searchParams.get('referrer')).toBe('utm_source=qr&utm_campaign=spring');
    expect(await redirect('zh-HK', '', 'android')).toBe(site.apps.googlePlay);
  });

  it('sends iPhones to the App Store link as configured (campaign tokens need a provider token)', async () => {
    expect(await redirect('zh-HK', '?utm_source=qr', 'ios')).toBe(site.apps.appStore);
  });
});
