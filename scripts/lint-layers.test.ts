import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layer rule of eslint.config.ts (eslint-plugin-boundaries) holds in .astro files too: a route
// shell or a layout that imports from a layer it may not is reported like a TypeScript file would be.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

const astroFile = (importLine: string, use: string) => `---\n${importLine}\n---\n\n${use}\n`;

describe('the layer rule in .astro files', () => {
  it(
    'reports a component that imports a feature (a higher layer)',
    { timeout: 60_000 },
    async () => {
      const errors = await layerErrors(
        'src/components/layout/layer-probe.astro',
        astroFile(
          "import { FaqView } from '@/features/faq/faq-view';",
          '<FaqView locale="zh-HK" faqs={[]} />',
        ),
      );
      expect(errors).toHaveLength(1);
    },
  );

  it('reports a route shell that imports the middleware', { timeout: 60_000 }, async () => {
    const errors = await layerErrors(
      'src/pages/[...locale]/layer-probe.astro',
      astroFile(
        "import { handleFormPost } from '@/middleware/form-post';",
        '<p>{String(handleFormPost)}</p>',
      ),
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a route shell use its layouts and features', { timeout: 60_000 }, async () => {
    const errors = await layerErrors(
      'src/pages/[...locale]/layer-probe.astro',
      astroFile(
        "import { FaqView } from '@/features/faq/faq-view';\nimport DefaultLayout from '@/layouts/default-layout.astro';",
        '<DefaultLayout meta="Faq"><FaqView locale="zh-HK" faqs={[]} /></DefaultLayout>',
      ),
    );
    expect(errors).toEqual([]);
  });
});
