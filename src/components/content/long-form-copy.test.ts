import { describe, expect, it } from 'vitest';
import enUS from '../../../messages/en-US.json';
import zhHK from '../../../messages/zh-HK.json';

type Sections = Record<string, Record<string, unknown>>;

/** Every `sections` group in a messages file (the text pages, the fixed terms page), by its path. */
function longFormSections(node: unknown, path = ''): Array<[string, Sections]> {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]: [string, unknown]) =>
    key === 'sections' && value && typeof value === 'object'
      ? [[path, value as Sections] as [string, Sections]]
      : longFormSections(value, path ? `${path}.${key}` : key),
  );
}

/** A body is paragraphs and bulleted lists in order, nothing else (the tags TextPage renders). */
const paragraph = '<p>[^<>]+</p>';
const list = '<ul>(?:<li>[^<>]+</li>)+</ul>';
const wellFormedBody = new RegExp(`^(?:${paragraph}|${list})+$`);

describe.each([
  ['zh-HK', zhHK],
  ['en-US', enUS],
])('long-form copy in %s', (_locale, messages) => {
  const pages = longFormSections(messages);

  it('has the long-form pages', () => {
    expect(pages.map(([path]) => path)).toEqual(
      expect.arrayContaining(['ContactPage', 'PrivacyPage', 'LoanTermsPage', 'Terms.general']),
    );
  });

  it('keeps each section as a heading and a body of ordered paragraphs and lists', () => {
    for (const [path, sections] of pages) {
      for (const [id, section] of Object.entries(sections)) {
        expect(Object.keys(section).sort(), `${path} ${id}`).toEqual(['body', 'heading']);
        expect(section.body, `${path} ${id}`).toMatch(wellFormedBody);
      }
    }
  });

  it('puts the list a lead-in sentence announces right after it', () => {
    for (const [path, sections] of pages) {
      for (const [id, { body }] of Object.entries(sections)) {
        const leadIns = String(body).match(/[^>]*[:：]\s*<\/p>(?!<ul>)/g) ?? [];
        expect(leadIns, `${path} ${id}`).toEqual([]);
      }
    }
  });
});
