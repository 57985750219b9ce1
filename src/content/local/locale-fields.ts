import type { SpaceExport } from './export-file';

/** The locale codes a lookup tries in turn: the requested one, then its fallbacks (en-US by default). */
export function fallbackChain(space: Pick<SpaceExport, 'locales'>, locale: string): string[] {
  const known = new Map(space.locales.map((l) => [l.code, l]));
  const defaultCode = space.locales.find((l) => l.default)?.code ?? 'en-US';
  const chain: string[] = [];
  let code: string | null | undefined = locale;
  while (code && !chain.includes(code)) {
    chain.push(code);
    const entry = known.get(code);
    code = entry ? entry.fallbackCode : code === defaultCode ? null : defaultCode;
  }
  return chain;
}

/** True when the export defines the locale (an export without locales accepts en-US and zh-Hant-HK). */
export function isKnownLocale(space: Pick<SpaceExport, 'locales'>, locale: string): boolean {
  if (space.locales.length === 0) return locale === 'en-US' || locale === 'zh-Hant-HK';
  return space.locales.some((l) => l.code === locale);
}

/** One locale's view of locale-keyed fields, with the fallback chain for missing values. */
export function localizeFields(
  fields: Record<string, Record<string, unknown>>,
  chain: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, byLocale] of Object.entries(fields)) {
    const code = chain.find((c) => byLocale[c] !== undefined && byLocale[c] !== null);
    if (code !== undefined) out[name] = byLocale[code];
  }
  return out;
}
