import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@/config/locales';
import { TestCalls } from './test-calls.island';
import { TesterView } from './tester-view';

const rows = [
  ['Build id', 'abc123'],
  ['Database', 'PGlite (embedded)'],
] as const;

/** The page as the route renders it, with the rows only the operating team sees (or none). */
const page = (locale: AppLocale, shown: typeof rows | null) =>
  renderToStaticMarkup(<TesterView locale={locale} rows={shown} testCalls={<p>calls here</p>} />);

describe('TesterView (the diagnostics page)', () => {
  it('shows the server rows to the operating team, values kept from translation', () => {
    const html = page('en-US', rows);
    expect(html).toContain('<h1');
    expect(html).toContain('Diagnostics');
    expect(html).toContain('data-testid="diagnostics"');
    expect(html).toContain('<dt class="font-semibold">Build id</dt>');
    expect(html).toContain('<dd class="font-mono" translate="no">abc123</dd>');
    expect(html).toContain('PGlite (embedded)');
    expect(html).toMatch(/Test calls<\/h2><p>calls here<\/p>/);
  });

  it('shows no rows to the public, in Chinese on the zh-HK page', () => {
    const html = page('zh-HK', null);
    expect(html).toContain('系統診斷');
    expect(html).toContain('此頁供營運團隊檢查網站狀態');
    expect(html).toContain('測試呼叫');
    expect(html).not.toContain('<dl');
    expect(html).not.toContain('Diagnostics');
  });
});

describe('TestCalls (server markup, before hydration)', () => {
  it('offers the two calls and an empty, labelled, polite answer', () => {
    const html = renderToStaticMarkup(<TestCalls resultLabel="Response" />);
    expect(html).toContain('>GET /todos/1</button>');
    expect(html).toContain('>POST /todos</button>');
    expect(html).toMatch(/<output aria-live="polite" aria-label="Response"[^>]*><\/output>/);
  });
});
