// `/_image` (Astro's image endpoint) takes only a raster file of this build, at a size and format of
// its list: anything else is 400 here, before Astro fetches, decodes or logs what the query says.
import { existsSync } from 'node:fs';
import path from 'node:path';

const rules: Record<string, RegExp> = {
  href: /^\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:png|jpe?g|webp|avif|gif)$/,
  w: /^[1-9]\d{0,3}$/,
  h: /^[1-9]\d{0,3}$/,
  f: /^(?:webp|avif|png|jpe?g)$/,
  q: /^(?:[1-9]\d?|100|low|mid|high|max)$/,
};

/** Why an `/_image` query is refused (400), or null when it names one of the build's own images. */
export function badImageQuery(search: string, clientDir: string): string | null {
  const parameters = new URLSearchParams(search);
  const seen = new Set<string>();
  for (const [name, value] of parameters) {
    const rule = rules[name];
    if (!rule || seen.has(name) || !rule.test(value)) return 'image_parameter';
    seen.add(name);
  }
  const href = parameters.get('href');
  if (!href) return 'image_parameter';
  // The pattern has no `..` segment and no query: the file is inside dist/client or nowhere.
  return existsSync(path.join(clientDir, href)) ? null : 'image_not_found';
}
