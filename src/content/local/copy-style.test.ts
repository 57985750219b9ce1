import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishStyleSlips } from '@/i18n/english-style';
import { houseStyleSlips } from '@/i18n/house-style';
import { looksSimplified } from '@/i18n/simplified-chinese';

const root = path.resolve(import.meta.dirname, '../../../content');

/** A Date field's value (2026-07-15, or with a time): data, not copy. */
const isoDate = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** Every string of a value, rich text included (its text nodes hold `value`). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return isoDate.test(value) ? [] : [value];
  if (!value || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}

/** The copy of every entry of a local-store export in one locale: each field's value. */
function copyIn(space: string, locale: string): Array<{ entry: string; text: string }> {
  const exported = JSON.parse(readFileSync(path.join(root, space, 'export.json'), 'utf8')) as {
    entries: Array<{ sys: { id: string }; fields: Record<string, Record<string, unknown>> }>;
  };
  return exported.entries.flatMap(({ sys, fields }) =>
    Object.values(fields).flatMap((byLocale) =>
      strings(byLocale[locale]).map((text) => ({ entry: sys.id, text })),
    ),
  );
}

const chineseCopy = (space: string) => copyIn(space, 'zh-Hant-HK');

describe.each(['card', 'sme'])('the %s content store', (space) => {
  it('writes its Chinese copy in Traditional characters for Hong Kong readers', () => {
    const copy = chineseCopy(space);
    expect(copy.length).toBeGreaterThan(50);
    expect(copy.filter(({ text }) => looksSimplified(text))).toEqual([]);
  });

  it("writes its Chinese copy in the site's one house style (house-style.ts)", () => {
    const slips = chineseCopy(space).filter(({ text }) => houseStyleSlips(text).length > 0);
    expect(slips).toEqual([]);
  });

  it("writes its English copy in the site's house style (english-style.ts)", () => {
    const copy = copyIn(space, 'en-US');
    expect(copy.length).toBeGreaterThan(50);
    const slips = copy.filter(({ text }) => englishStyleSlips(text).length > 0);
    expect(slips).toEqual([]);
  });
});
