import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorScreenView } from './error-screen-view';

describe('ErrorScreenView', () => {
  it('names the full path of a 404, escaped, in the visitor language', () => {
    const en = renderToStaticMarkup(
      <ErrorScreenView locale="en-US" statusCode={404} fullPath="/en-US/x?a=<b>&c=1" />,
    );
    expect(en).toContain('Page not found: /en-US/x?a=&lt;b&gt;&amp;c=1');
    expect(en).not.toContain('<b>');
    expect(en).toContain('href="/en-US"');
    const zh = renderToStaticMarkup(
      <ErrorScreenView locale="zh-HK" statusCode={404} fullPath="/no-such-page" />,
    );
    expect(zh).toContain('找不到頁面：/no-such-page');
    expect(zh).toContain('返回首頁');
  });

  it('says Page Not Found for a failed route check', () => {
    const html = renderToStaticMarkup(
      <ErrorScreenView locale="en-US" statusCode={404} fullPath="/en-US/blog/Not_A_Slug!?q=1" />,
    );
    expect(html).toContain('Page Not Found: /en-US/blog/Not_A_Slug!?q=1');
  });

  it('gives the hotline on a 500, with no path', () => {
    const html = renderToStaticMarkup(<ErrorScreenView locale="zh-HK" statusCode={500} />);
    expect(html).toContain('伺服器發生錯誤');
    expect(html).toContain('href="tel:+85220000001"');
  });
});
