import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypes } from './content-types';
import { localAssetFile, localAssetUrl } from './local/asset-files';
import { collectLinks } from './local/links';
import { exportFileSchema } from './local/export-file';
import { contentSchemas } from './content-schemas';

const contentDir = path.resolve(__dirname, '../../content');
const load = (space: string) =>
  exportFileSchema.parse(
    JSON.parse(readFileSync(path.join(contentDir, space, 'export.json'), 'utf8')),
  );
const spaces = { card: load('card'), sme: load('sme') };

/** Latin words a Chinese page may show (the e2e list); the Apple Pay guide may also name the iPhone. */
const allowed =
  /^(?:Konew|KCash|App|EN|Store|Google|Play|AppGallery|Money|Lender's|Licence|No|HK|SMS|OTP|PIN|ID|QR|PDF|Email|Cap|Android|iOS|Apple|Pay|Visa|Mastercard|JCB|UnionPay|DPP|MCC|FAQ)$/i;

/** The words a reader sees in a value: strings, rich-text text nodes, JSON values (not node types or URLs). */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plainText).join(' ');
  if (value && typeof value === 'object') {
    const node = value as { nodeType?: string; value?: string; content?: unknown[] };
    if (node.nodeType === 'text') return node.value ?? '';
    if (node.nodeType) return plainText(node.content ?? []);
    return Object.values(value).map(plainText).join(' ');
  }
  return '';
}

/** The schemas the site reads each content type with, by the type's id in the exports. */
const schemas: Record<string, { shape: Record<string, unknown> }> = Object.fromEntries(
  Object.entries(contentSchemas).map(([key, schema]) => [
    contentTypes[key as keyof typeof contentSchemas],
    schema,
  ]),
);

describe.each(Object.entries(spaces))('the %s export', (key, space) => {
  it('defines in its content model every field the site reads', () => {
    for (const type of space.contentTypes) {
      const schema = schemas[type.sys.id];
      expect(schema, type.sys.id).toBeDefined();
      const defined = new Set(type.fields.map((f) => f.id));
      const read = Object.keys(schema?.shape ?? {});
      expect(
        read.filter((f) => !defined.has(f)),
        type.sys.id,
      ).toEqual([]);
    }
  });

  it('has every linked entry and asset, and every asset file', () => {
    const ids = new Set([...space.entries, ...space.assets].map((e) => e.sys.id));
    const dangling = collectLinks(space.entries.map((e) => e.fields)).filter(
      (l) => !ids.has(l.sys.id),
    );
    expect(dangling).toEqual([]);
    for (const asset of space.assets) {
      const url = (asset.fields.file?.['en-US'] as { url: string }).url;
      const local = localAssetUrl(key as 'card' | 'sme', url)
        .split('/')
        .slice(2);
      const file = localAssetFile(contentDir, local);
      expect(file && existsSync(file), url).toBe(true);
    }
  });

  it('has Traditional Chinese copy for every localized text, without stray English', () => {
    const stray = new Set<string>();
    for (const entry of space.entries) {
      const type = space.contentTypes.find((t) => t.sys.id === entry.sys.contentType.sys.id);
      for (const field of type?.fields.filter((f) => f.localized) ?? []) {
        const values = entry.fields[field.id];
        if (!values) continue;
        expect(values['zh-Hant-HK'], `${entry.sys.id}.${field.id}`).toBeDefined();
        const text = plainText(values['zh-Hant-HK']);
        for (const word of text.match(/[A-Za-z][A-Za-z']+/g) ?? []) {
          if (!allowed.test(word) && !(entry.sys.id === 'landing-apple-pay' && word === 'iPhone'))
            stray.add(`${entry.sys.id}: ${word}`);
        }
      }
    }
    expect([...stray]).toEqual([]);
  });
});
