import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateExport as validate } from './validate-export';
const root = path.resolve(__dirname, '../..');

describe('validateExport', () => {
  it('finds the sample content of both spaces ready to import', () => {
    const card = validate(path.join(root, 'content/card'));
    expect(card.problems).toEqual([]);
    expect(card.summary.locales).toEqual(['en-US', 'zh-Hant-HK']);
    expect(validate(path.join(root, 'content/sme')).problems).toEqual([]);
  });

  it('reports missing links, fields and asset files', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'export-'));
    writeFileSync(
      path.join(dir, 'export.json'),
      JSON.stringify({
        locales: [{ code: 'en-US', default: true }],
        contentTypes: [
          {
            sys: { id: 't' },
            fields: [
              { id: 'title', required: true },
              { id: 'other' },
              { id: 'months', validations: [{ range: { min: 1 } }] },
            ],
          },
        ],
        entries: [
          {
            sys: { id: 'e', contentType: { sys: { id: 't' } } },
            fields: {
              typo: { 'en-US': 1 },
              months: { 'en-US': 0 },
              other: { 'en-US': { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } } },
            },
          },
        ],
        assets: [
          {
            sys: { id: 'a' },
            fields: { file: { 'en-US': { url: '//images.ctfassets.net/s/a/t/a.png' } } },
          },
        ],
      }),
    );
    expect(validate(dir).problems).toEqual([
      'e: required title missing in en-US',
      'e: months 0 outside its range',
      'e: typo is not a field of t',
      'e: link to missing Entry gone',
      'a: file for en-US not found at images.ctfassets.net/s/a/t/a.png',
    ]);
  });
});
