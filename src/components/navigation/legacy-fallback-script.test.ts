import { describe, expect, it } from 'vitest';
import { legacyRedirects } from '@/config/legacy-redirects';
import { legacyFallbackScript } from './legacy-fallback-script';
import { legacyFallbackUrl } from './route-table';

/** Runs the script as a browser would for `url`; answers where it went (null: it stayed). */
function run(renderedPath: string, url: string): { went: string | null; hidden: boolean } {
  const at = new URL(url, 'https://www.example.com');
  let went: string | null = null;
  const style: { visibility?: string } = {};
  const window = {
    location: { pathname: at.pathname, search: at.search, replace: (to: string) => (went = to) },
  };
  const document = { documentElement: { style } };
  new Function('window', 'document', legacyFallbackScript(renderedPath))(window, document);
  return { went, hidden: style.visibility === 'hidden' };
}

describe('legacyFallbackScript', () => {
  it('sends every old path, in both locales, where legacyFallbackUrl says, hidden meanwhile', () => {
    for (const { from } of legacyRedirects) {
      for (const path of [from, `/en-US${from}`]) {
        const expected = legacyFallbackUrl(path, '?utm_source=mail');
        expect(run('/no-such-page', `${path}?utm_source=mail`), path).toEqual({
          went: expected,
          hidden: true,
        });
      }
    }
  });

  it('stays on the 404 when the page was rendered for this path or the path is not an old one', () => {
    expect(run('/tc/legal.php', '/tc/legal.php')).toEqual({ went: null, hidden: false });
    expect(run('/x', '/no-such-page')).toEqual({ went: null, hidden: false });
    expect(run('/x', '/toString')).toEqual({ went: null, hidden: false });
  });

  it('writes a hostile rendered path so it cannot end the script or inject markup', () => {
    const path = '/en-US/x</script><meta http-equiv=refresh content=0;url=\\\\evil.example/x>';
    const script = legacyFallbackScript(path);
    expect(script).not.toMatch(/<\/|<meta|>/i);
    expect(run(path, path)).toEqual({ went: null, hidden: false });
  });
});
