import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fixedTermsSlugs } from './fixed-terms';
import { GeneralTermsView } from './general-terms-view';
import { TermsLayout } from './terms-layout';

const origin = 'https://www.example.hk';
const sectionIds = ['eligibility', 'eligible-spending', 'rewards', 'changes', 'personal-data'];

describe('fixedTermsSlugs', () => {
  it('names only terms pages that have their own route', () => {
    for (const slug of fixedTermsSlugs) {
      const page = path.resolve(import.meta.dirname, `../../pages/[...locale]/tnc/${slug}.astro`);
      expect(existsSync(page), page).toBe(true);
    }
    expect(fixedTermsSlugs.has('promotions-general')).toBe(true);
  });
});

describe('GeneralTermsView (/tnc/promotions-general)', () => {
  it.each([
    ['zh-HK', '推廣活動一般條款及細則', '參加資格', '返回最新優惠', 'href="/promotions"'],
    [
      'en-US',
      'General terms and conditions of promotions',
      'Eligibility',
      'Back to the latest offers',
      'href="/en-US/promotions"',
    ],
  ] as const)('shows the %s copy: title, sections, the way back', (locale, ...seen) => {
    const html = renderToStaticMarkup(
      <GeneralTermsView locale={locale} origin={origin} preview={false} />,
    );
    for (const text of seen) expect(html).toContain(text);
    for (const id of sectionIds) {
      expect(html).toMatch(new RegExp(`<section id="${id}" aria-labelledby="${id}-heading"`));
      expect(html).toContain(`href="#${id}"`);
    }
    expect(html).toContain('<ul');
    expect(html).not.toMatch(/&lt;(p|ul|li)&gt;/);
  });
});

describe('TermsLayout', () => {
  const layout = (props: Partial<Parameters<typeof TermsLayout>[0]> = {}) =>
    renderToStaticMarkup(
      <TermsLayout
        locale="en-US"
        origin={origin}
        preview={false}
        path="/tnc/spring"
        title="Spring terms"
        sections={[{ id: 'one', title: 'One' }]}
        {...props}
      >
        <div>
          <h2>Body</h2>
        </div>
      </TermsLayout>,
    );

  it('shows the title, summary and effective date, and a breadcrumb from the promotions', () => {
    const html = layout({ summary: 'In short', effectiveDate: '2026-01-15' });
    expect(html).toMatch(/<h1[^>]*>Spring terms<\/h1>/);
    expect(html).toContain('In short');
    expect(html).toMatch(/Effective [^<]*2026/);
    expect(html).toContain('"item":"https://www.example.hk/en-US/tnc/spring"');
    expect(html).toContain('"name":"Latest offers"');
  });

  it('navigates between sections only when there are two or more', () => {
    expect(layout()).not.toContain('On this page');
    const SectionNav = ({ label, items }: { label: string; items: { id: string }[] }) => (
      <nav aria-label={label}>{items.map((i) => i.id).join(',')}</nav>
    );
    const two = [
      { id: 'one', title: 'One' },
      { id: 'two', title: 'Two' },
    ];
    expect(layout({ sections: two, SectionNav })).toContain(
      '<nav aria-label="On this page">one,two</nav>',
    );
  });

  it('says a draft is shown in preview', () => {
    expect(layout({ preview: true })).not.toBe(layout());
  });
});
