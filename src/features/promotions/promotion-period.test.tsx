import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PeriodText } from './promotion-period';

const dates = { startDate: '2026-10-01', endDate: '2027-03-31' };

// On a 390 px phone a period wrapped to a lone 日.
describe('dates and card numbers on one line', () => {
  it('keeps each date of a period whole, in both languages', () => {
    const zh = renderToStaticMarkup(<PeriodText dates={dates} locale="zh-HK" />);
    expect(zh).toContain('<span class="whitespace-nowrap">2027年3月31日</span>');
    expect(zh).toContain('<span class="whitespace-nowrap">2026年10月1日</span>');
    const en = renderToStaticMarkup(<PeriodText dates={dates} locale="en-US" />);
    expect(en).toMatch(/<span class="whitespace-nowrap">31 March 2027<\/span>/);
  });

  it('keeps a sentence around the period, and its dates whole', () => {
    const html = renderToStaticMarkup(
      <PeriodText
        dates={{ endDate: '2027-03-31' }}
        locale="zh-HK"
        text="推廣期：至 2027年3月31日"
      />,
    );
    expect(html).toBe('推廣期：至 <span class="whitespace-nowrap">2027年3月31日</span>');
  });
});
