// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsTracker, PAGE_VIEW_IDLE_TIMEOUT_MS } from './analytics-tracker.client';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const fetchMock = vi.fn<typeof fetch>();
const events = () =>
  fetchMock.mock.calls.map(([, init]) => {
    const body = JSON.parse(String(init?.body));
    return `${body.event} ${body.properties.button_location ?? body.properties.page}`;
  });

// The browser's idle callbacks, run by the test when it says the browser is idle.
let idle: Array<(() => void) | null> = [];
const idleTimeouts: Array<number | undefined> = [];
const browserIdles = () =>
  act(() => {
    for (const task of idle.splice(0)) task?.();
  });

let root: Root;
const show = (pathname: string) => {
  navigation.pathname = pathname;
  window.history.replaceState(null, '', pathname);
  act(() => root.render(<AnalyticsTracker endpoint="/v1/track" writeKey="test-key-123" />));
};
const tagged = (section: string, action: string) => {
  const button = document.createElement('button');
  button.dataset.section = section;
  button.dataset.action = action;
  document.body.append(button);
  return button;
};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  idle = [];
  idleTimeouts.length = 0;
  window.requestIdleCallback = (task, options) => {
    idleTimeouts.push(options?.timeout);
    return idle.push(() => task({ didTimeout: false, timeRemaining: () => 50 }));
  };
  window.cancelIdleCallback = (id) => {
    idle[id - 1] = null;
  };
  document.body.innerHTML = '<div id="root"></div>';
  root = createRoot(document.getElementById('root')!);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AnalyticsTracker', () => {
  it('sends the page view when the browser is next idle, not while the page hydrates', () => {
    show('/?utm_source=sms');
    expect(events()).toEqual([]);
    expect(idleTimeouts).toEqual([PAGE_VIEW_IDLE_TIMEOUT_MS]);
    browserIdles();
    expect(events()).toEqual(['Page Viewed homepage']);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.context.campaign.source).toBe('sms');
    browserIdles();
    expect(events()).toHaveLength(1);
  });

  it('a page left before the browser was idle still counts its view, once', () => {
    show('/faq');
    window.dispatchEvent(new Event('pagehide'));
    expect(events()).toEqual(['Page Viewed faq']);
    browserIdles();
    window.dispatchEvent(new Event('pagehide'));
    expect(events()).toHaveLength(1);
  });

  it('a navigation before the browser was idle sends the first page under its own address', () => {
    show('/?utm_source=sms');
    show('/en-US/promotions');
    expect(events()).toEqual(['Page Viewed homepage']);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.context.campaign.source).toBe('sms');
    browserIdles();
    expect(events()).toEqual(['Page Viewed homepage', 'Page Viewed promotions']);
  });

  it('listens on tagged buttons from 1000 ms on', () => {
    const hero = tagged('hero', 'download_app');
    show('/');
    browserIdles();
    expect(events()).toEqual(['Page Viewed homepage']);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    hero.click();
    expect(events()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    hero.click();
    expect(events()).toEqual(['Page Viewed homepage', 'Button Clicked homepage_hero_download_app']);
  });

  it('tracks a client-side navigation: one page view, listeners for its new buttons, none doubled', () => {
    const header = tagged('header', 'apply');
    show('/');
    browserIdles();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    show('/en-US/promotions');
    show('/en-US/promotions'); // a re-render of the same page is not a new page view
    const offer = tagged('offer', 'apply_now');
    browserIdles();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    header.click();
    offer.click();
    expect(events()).toEqual([
      'Page Viewed homepage',
      'Page Viewed promotions',
      'Button Clicked promotions_header_apply',
      'Button Clicked promotions_offer_apply_now',
    ]);
  });
});
