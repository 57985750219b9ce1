import { describe, expect, it } from 'vitest';
import { checkOrigin } from './request-guards';
import { codeOf, post, site } from './testing/guard-request';

describe('checkOrigin', () => {
  const configured = { configured: [site, 'https://shop.example.com/'], ownOrigin: false };
  it.each([
    [{ origin: 'https://evil.example' }, '403 forbidden_origin'],
    [{ origin: 'null' }, '403 forbidden_origin'],
    [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, '403 forbidden_origin'],
    [{ origin: 'http://www.example.com' }, '403 forbidden_origin'],
    // A configured origin on another site (EXTRA_SITE_ORIGINS) passes whatever the browser calls it.
    [{ origin: site, 'sec-fetch-site': 'cross-site' }, null],
    [{ 'sec-fetch-site': 'cross-site' }, '403 forbidden_origin'],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, '403 forbidden_origin'],
    [{ origin: 'https://blog.example.com', 'sec-fetch-site': 'same-site' }, '403 forbidden_origin'],
    [{ 'sec-fetch-site': 'same-site' }, '403 forbidden_origin'],
    [{ origin: 'https://shop.example.com', 'sec-fetch-site': 'same-site' }, null],
    [{ origin: 'https://shop.example.com', 'sec-fetch-site': 'cross-site' }, null],
    [{ origin: site, 'sec-fetch-site': 'same-origin' }, null],
    [{ 'sec-fetch-site': 'none' }, null],
    [{ origin: site, 'sec-fetch-site': 'unheard-of' }, '403 forbidden_origin'],
    [{}, null],
    [{ origin: 'https://shop.example.com' }, null],
    [{ origin: 'http://localhost:3100', host: 'localhost:3100' }, '403 forbidden_origin'],
    [{ origin: 'https://evil.example', host: 'evil.example' }, '403 forbidden_origin'],
    [{ origin: 'https://evil.example', host: 'www.example.com' }, '403 forbidden_origin'],
    [{ origin: 'null', host: 'null' }, '403 forbidden_origin'],
  ])('%o → %s', async (headers, expected) => {
    expect(await codeOf(() => checkOrigin(post(headers), configured))).toBe(expected);
  });

  // The page's own origin in a browser that sends Fetch Metadata: the name it was opened under
  // does not matter (npm start at 127.0.0.1, a phone on the LAN, www against the apex).
  it.each(['http://127.0.0.1:3000', 'http://192.168.1.20:3000', 'https://example.com'])(
    'accepts a same-origin post from a page opened at %s',
    async (opened) => {
      const request = new Request(`${opened}/api/v2/x`, {
        method: 'POST',
        headers: { origin: opened, 'sec-fetch-site': 'same-origin' },
      });
      expect(await codeOf(() => checkOrigin(request, configured))).toBe(null);
    },
  );

  describe('without Fetch Metadata', () => {
    const local = { configured: [], ownOrigin: true };
    const at = (url: string, headers: Record<string, string>) =>
      new Request(url, { method: 'POST', headers });

    it('compares Origin with the request’s own origin when no SITE_ORIGIN is set', async () => {
      expect(
        await codeOf(() =>
          checkOrigin(
            at('http://127.0.0.1:3000/api/v2/x', {
              origin: 'http://127.0.0.1:3000',
              host: '127.0.0.1:3000',
            }),
            local,
          ),
        ),
      ).toBe(null);
      expect(
        await codeOf(() =>
          checkOrigin(
            at('http://127.0.0.1:3000/api/v2/x', { origin: 'http://127.0.0.1:3000' }),
            local,
          ),
        ),
      ).toBe(null);
      expect(
        await codeOf(() =>
          checkOrigin(
            at('http://127.0.0.1:3000/api/v2/x', {
              origin: 'https://evil.example',
              host: '127.0.0.1:3000',
            }),
            local,
          ),
        ),
      ).toBe('403 forbidden_origin');
      expect(
        await codeOf(() =>
          checkOrigin(at('http://127.0.0.1:3000/api/v2/x', { origin: 'null' }), local),
        ),
      ).toBe('403 forbidden_origin');
    });

    it('compares Origin with the configured origins only when SITE_ORIGIN is set', async () => {
      const request = at('http://127.0.0.1:3000/api/v2/x', {
        origin: 'http://127.0.0.1:3000',
        host: '127.0.0.1:3000',
      });
      expect(await codeOf(() => checkOrigin(request, configured))).toBe('403 forbidden_origin');
    });

    it('lets a request without Origin through (not a browser, so not a CSRF vector)', async () => {
      expect(await codeOf(() => checkOrigin(at('http://127.0.0.1:3000/x', {}), local))).toBe(null);
      expect(await codeOf(() => checkOrigin(at('http://127.0.0.1:3000/x', {}), configured))).toBe(
        null,
      );
    });
  });
});
