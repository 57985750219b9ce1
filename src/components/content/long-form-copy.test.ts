import { describe, expect, it } from 'vitest';
import enUS from '../../../messages/en-US.json';
import zhHK from '../../../messages/zh-HK.json';
import type { LongFormSection } from './section-body';

/** Every `sections` array in a messages file (the text pages, the fixed terms page), by its path. */
function longFormSections(node: unknown, path = ''): Array<[string, LongFormSection[]]> {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'sections' && Array.isArray(value)
      ? [[path, value as LongFormSection[]] as [string, LongFormSection[]]]
      : longFormSections(value, path ? `${path}.${key}` : key),
  );
}

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

  it('keeps each section as ordered paragraphs and lists', () => {
    for (const [path, sections] of pages) {
      for (const section of sections) {
        expect(Object.keys(section).sort(), `${path} ${section.id}`).toEqual([
          'body',
          'heading',
          'id',
        ]);
        for (const block of section.body) {
          const ok =
            typeof block === 'string' ||
            (Array.isArray(block) && block.every((item) => typeof item === 'string'));
          expect(ok, `${path} ${section.id}`).toBe(true);
        }
      }
    }
  });

  it('puts the list a lead-in sentence announces right after it', () => {
    for (const [path, sections] of pages) {
      for (const { id, body } of sections) {
        body.forEach((block, index) => {
          if (typeof block === 'string' && /[:：]$/.test(block.trim())) {
            expect(Array.isArray(body[index + 1]), `${path} ${id}: "${block}"`).toBe(true);
          }
        });
      }
    }
  });
});
