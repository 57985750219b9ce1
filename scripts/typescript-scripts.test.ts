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

  // The resolved configuration of each file, not a lint of it: a typed lint builds the whole
  // type-checked program (40 s of a core here, minutes on a loaded CI machine), and `npm run lint`
  // already lints every script with it, failing on a file the project service cannot type.
  const eslint = new ESLint({ cwd: root });
  it.each(['scripts/content/build-sample.ts', 'scripts/messages-merge.ts', 'serve/server.ts'])(
    'are linted with type information: %s',
    async (file) => {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        languageOptions?: { parserOptions?: { projectService?: unknown } };
        rules?: Record<string, unknown>;
      };
      expect(config.languageOptions?.parserOptions?.projectService).toBe(true);
      for (const rule of ['no-floating-promises', 'no-misused-promises', 'await-thenable'])
        expect(config.rules?.[`@typescript-eslint/${rule}`], rule).toEqual([2]);
    },
  );
});
