import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { fieldErrorCode } from '@/lib/field-error-code';
import enUS from '../../../messages/en-US.json';
import zhHK from '../../../messages/zh-HK.json';
import { fieldErrorCodes, messageCodeFor } from './field-error-codes';

const src = path.resolve(import.meta.dirname, '../..');

/** The features whose schemas the forms send to. */
const formFeatures = ['sme-loan', 'valuation', 'owner-loan', 'credit-report', 'account-deletion'];

/** Codes written into the schemas: `{ error: 'code' }` and `message: 'code'` in custom issues. */
function codesInSchemas(): string[] {
  const files = [
    'lib/field-error-code.ts',
    'server/api/bot-check.ts',
    'server/submissions/common-fields.ts',
    ...formFeatures.flatMap((feature) =>
      readdirSync(path.join(src, 'features', feature))
        .filter((file) => file.endsWith('-schema.ts'))
        .map((file) => `features/${feature}/${file}`),
    ),
  ];
  const codes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/(?:error|message):\s*'([a-z_]+)'/g)) codes.add(match[1]!);
    for (const match of text.matchAll(/return (?:small \? [^:]+: )?'([a-z_]+)'/g))
      codes.add(match[1]!);
    for (const match of text.matchAll(/\? '([a-z_]+)' : '([a-z_]+)'/g)) {
      codes.add(match[1]!);
      codes.add(match[2]!);
    }
  }
  return [...codes];
}

describe('field error codes', () => {
  it('knows every code the schemas can give', () => {
    const found = codesInSchemas();
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter((code) => !(fieldErrorCodes as readonly string[]).includes(code))).toEqual(
      [],
    );
  });

  it('has a message for every code in both languages, and the Chinese one is Chinese', () => {
    for (const code of fieldErrorCodes) {
      const zh = (zhHK.Forms.errors as Record<string, string>)[code];
      const en = (enUS.Forms.errors as Record<string, string>)[code];
      expect(zh, code).toMatch(/[\u4e00-\u9fff]/);
      expect(en, code).toMatch(/^[A-Z]/);
    }
  });

  it('shows the generic message for a code it does not know, never the code', () => {
    expect(messageCodeFor('invalid_hk_mobile')).toBe('invalid_hk_mobile');
    expect(messageCodeFor('something_new')).toBe('invalid');
  });

  it('matches what the shared error map produces', () => {
    const schema = z.strictObject({
      a: z.string().min(2),
      b: z.email(),
      c: z.array(z.string()).min(1),
    });
    const parsed = schema.safeParse({ a: 'x', b: 'nope', c: [], d: 1 }, { error: fieldErrorCode });
    const codes = parsed.error!.issues.map((issue) => issue.message);
    expect(codes.map(messageCodeFor)).toEqual(codes);
  });
});
