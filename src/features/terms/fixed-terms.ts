/** Terms pages with their own fixed route (src/pages/[...locale]/tnc/<slug>.astro); they win over a content entry of the same slug. */
export const fixedTermsSlugs: ReadonlySet<string> = new Set(['promotions-general']);
