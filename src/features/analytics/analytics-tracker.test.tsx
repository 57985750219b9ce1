// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsTracker } from './analytics-tracker.client';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const fetchMock = vi.fn<typeof fetch>();
const events = () =>
  fetchMock.mock.calls.map(([, init]) => {
    const body = JSON.parse(String(init?.body));
    return `${body.event} ${body.properties.button_location ?? body.properties.page}`;
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
  document.body.innerHTML = '<div id="root"></div>';
  root = createRoot(document.getElementById('root')!);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AnalyticsTracker', () => {
  it('sends a page view at once and listens on tagged buttons from 1000 ms on', () => {
    const hero = tagged('hero', 'download_app');
    show('/');
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
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    show('/en-US/promotions');
    show('/en-US/promotions'); // a re-render of the same page is not a new page view
    const offer = tagged('offer', 'apply_now');
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
