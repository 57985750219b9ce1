import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
/** The one that stays: the types of autocannon, a package that ships none. */
const notYet = (file: string) => file === 'scripts/bench/autocannon.d.ts';

describe('scripts', () => {
  it('are TypeScript: no JavaScript and no hand-written declaration twins', () => {
    const files = readdirSync(path.join(root, 'scripts'), { recursive: true, encoding: 'utf8' })
      .map((file) => `scripts/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.(?:[cm]?js|d\.[cm]?ts)$/.test(file) && !notYet(file));
    expect(files).toEqual([]);
  });

  // One ESLint for both files: its first lint builds the type-checked program, the second reuses it.
  const eslint = new ESLint({ cwd: root });
  it.each(['scripts/content/build-sample.ts', 'scripts/messages-merge.ts'])(
    'are linted with type information: %s',
    async (file) => {
      const [result] = await eslint.lintText('Promise.resolve(1);\nexport {};\n', {
        filePath: path.join(root, file),
      });
      expect(result?.messages.map((message) => message.ruleId)).toContain(
        '@typescript-eslint/no-floating-promises',
      );
    },
    // The first typed lint builds the program: a minute or more on a loaded two-core machine.
    180_000,
  );
});
