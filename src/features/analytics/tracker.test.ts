// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_ID_KEY } from './anonymous-id';
import { browserStore } from './browser-storage';
import { setOptedOut } from './opt-out';
import { attachButtonListeners, buttonClickProperties, sendEvent, trackPageView } from './tracker';

const config = { endpoint: 'https://track.example.test/v1/track', writeKey: 'public-write-key' };
const fetchMock = vi.fn<typeof fetch>();
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(ANONYMOUS_ID_KEY, '"5c2e1f0a-3b4d-4e6f-8a9b-0c1d2e3f4a5b"');
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('trackPageView', () => {
  it('posts the page view once, with the bearer key, keepalive, no cookies and no Referer', () => {
    window.history.replaceState(
      null,
      '',
      '/en-US/download_app?utm_source=fb&utm_medium=cpc&email=x%40y.hk',
    );
    trackPageView(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(config.endpoint);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer public-write-key',
    });
    expect(sentBodies()).toEqual([
      {
        event: 'Page Viewed',
        anonymousId: '5c2e1f0a-3b4d-4e6f-8a9b-0c1d2e3f4a5b',
        properties: { page: 'download_app', locale: 'en-US' },
        context: { campaign: { source: 'fb', medium: 'cpc' } },
      },
    ]);
  });

  it('sends nothing at all once the visitor opted out', () => {
    setOptedOut(browserStore(), true);
    trackPageView(config);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(ANONYMOUS_ID_KEY)).toBeNull();
  });

  it('never throws when the service is down or fetch itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => trackPageView(config)).not.toThrow();
    fetchMock.mockImplementation(() => {
      throw new TypeError('keepalive quota');
    });
    expect(() => sendEvent(config, 'Page Viewed')).not.toThrow();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(2); // one attempt per event, no retry
  });
});

describe('attachButtonListeners', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a data-section="hero" data-action="download_app">Get the app</a>
      <button data-section="hero">no action</button>
      <button data-action="orphan">no section</button>`;
  });

  it('listens on elements with both attributes, once each', () => {
    expect(attachButtonListeners(config)).toBe(1);
    expect(attachButtonListeners(config)).toBe(0);
    document.querySelector('a')!.click();
    document.querySelectorAll('button').forEach((button) => button.click());
    expect(sentBodies()).toEqual([
      {
        event: 'Button Clicked',
        anonymousId: '5c2e1f0a-3b4d-4e6f-8a9b-0c1d2e3f4a5b',
        properties: {
          button_cta: 'download_app',
          button_location: 'homepage_hero_download_app',
          page: 'homepage',
          locale: 'zh-HK',
        },
      },
    ]);
  });

  it('names the page the element is on when clicked (layout elements outlive navigations)', () => {
    attachButtonListeners(config);
    window.history.replaceState(null, '', '/en-US/promotions/summer');
    attachButtonListeners(config);
    document.querySelector('a')!.click();
    expect(sentBodies()).toHaveLength(1);
    expect(sentBodies()[0].properties).toEqual({
      button_cta: 'download_app',
      button_location: 'promotions-summer_hero_download_app',
      page: 'promotions-summer',
      locale: 'en-US',
    });
  });

  it('sends no click for a tag that is not a plain word or reads like personal data', () => {
    const element = document.createElement('button');
    for (const [section, action] of [
      ['hero', 'call 9123 4567'],
      ['hero', 'canary(at)example.com'],
      ['customer_ref: CANARY', 'apply'],
      ['hero', '９１２３４５６７'],
    ]) {
      element.dataset.section = section;
      element.dataset.action = action;
      expect(buttonClickProperties(element, '/'), `${section} ${action}`).toBeNull();
    }
    element.dataset.action = 'apply_now';
    element.dataset.section = 'hero';
    expect(buttonClickProperties(element, '/91234567')).toEqual({
      button_cta: 'apply_now',
      button_location: '404_hero_apply_now',
      page: '404',
      locale: 'zh-HK',
    });
  });

  it('picks up elements added later', () => {
    attachButtonListeners(config);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button data-section="app" data-action="app_store">x</button>',
    );
    expect(attachButtonListeners(config)).toBe(1);
  });
});
