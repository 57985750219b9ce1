import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layer rule of eslint.config.ts (eslint-plugin-boundaries), the layers table of
// docs/architecture.md (docs-map.test.ts), holds in TypeScript and in .astro files: a module, a route
// shell or a layout that imports from a layer it may not is reported. Only that rule runs, without
// the type-checked program (which took minutes on a loaded two-core machine): the rule needs none.
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '..'),
  ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});
const lintTimeout = { timeout: 60_000 };

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

const astroFile = (importLine: string, use: string) => `---\n${importLine}\n---\n\n${use}\n`;

describe('the layer rule', () => {
  it('reports a lower TypeScript layer importing a higher one', lintTimeout, async () => {
    const errors = await layerErrors(
      'src/lib/slug.ts',
      "import { jsonResponse } from '@/server/api/respond';\nexport const leak = jsonResponse;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('reports a component that imports a feature (a higher layer)', lintTimeout, async () => {
    const errors = await layerErrors(
      'src/components/layout/layer-probe.astro',
      astroFile(
        "import { FaqView } from '@/features/faq/faq-view';",
        '<FaqView locale="zh-HK" faqs={[]} />',
      ),
    );
    expect(errors).toHaveLength(1);
  });

  it('reports a route shell that imports the middleware', lintTimeout, async () => {
    const errors = await layerErrors(
      'src/pages/[...locale]/layer-probe.astro',
      astroFile(
        "import { handleFormPost } from '@/middleware/form-post';",
        '<p>{String(handleFormPost)}</p>',
      ),
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a route shell use its layouts and features', lintTimeout, async () => {
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
