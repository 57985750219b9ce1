import { toResolvedAsset } from '../resolved-asset';
import { ContentQueryError, type ResolvedAsset, type ResolvedEntry } from '../source';
import type { ExportAsset, ExportEntry, SpaceExport } from './export-file';
import { fallbackChain, isKnownLocale, localizeFields } from './locale-fields';

/** Link levels resolved below an entry, as the Contentful source asks (`include: 2`): entry → embedded entry → its asset. */
const INCLUDE = 2;

/** One locale's entries, published only or with drafts, by content type in export order. */
type View = ReadonlyMap<string, readonly ResolvedEntry[]>;

/** Archived entries never show; drafts only in preview (as the Delivery and Preview APIs answer). */
function isVisible(entity: ExportEntry | ExportAsset, preview: boolean): boolean {
  if (entity.sys.archivedVersion !== undefined) return false;
  return preview || entity.sys.publishedVersion !== undefined;
}

function linkOf(value: object): { linkType: string; id: string } | undefined {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
  if (sys?.type !== 'Link') return undefined;
  return { linkType: String(sys.linkType), id: String(sys.id) };
}

function buildView(
  space: SpaceExport,
  locale: string,
  preview: boolean,
  assetUrl: (url: string) => string,
): View {
  const chain = fallbackChain(space, locale);
  const entries = new Map(
    space.entries.filter((e) => isVisible(e, preview)).map((e) => [e.sys.id, e]),
  );
  const assets = new Map<string, ResolvedAsset | undefined>();
  for (const a of space.assets.filter((a) => isVisible(a, preview)))
    assets.set(a.sys.id, toResolvedAsset(a.sys.id, localizeFields(a.fields, chain), assetUrl));

  // Each entry resolved once per depth it is reached at, shared by every entry that links it.
  const resolved = new Map<string, ResolvedEntry>();
  const entryAt = (e: ExportEntry, depth: number): ResolvedEntry => {
    const key = `${e.sys.id}@${depth}`;
    const hit = resolved.get(key);
    if (hit) return hit;
    const entry: ResolvedEntry = {
      kind: 'entry',
      id: e.sys.id,
      contentType: e.sys.contentType.sys.id,
      createdAt: e.sys.createdAt,
      updatedAt: e.sys.updatedAt,
      fields: resolve(localizeFields(e.fields, chain), depth) as Record<string, unknown>,
    };
    resolved.set(key, entry);
    return entry;
  };
  const resolve = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value))
      return value.map((v) => resolve(v, depth)).filter((v) => v !== undefined);
    if (!value || typeof value !== 'object') return value;
    const link = linkOf(value);
    if (link) {
      if (depth >= INCLUDE) return undefined;
      if (link.linkType === 'Asset') return assets.get(link.id);
      const target = link.linkType === 'Entry' ? entries.get(link.id) : undefined;
      return target && entryAt(target, depth + 1);
    }
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const r = resolve(v, depth);
      if (r !== undefined) out[key] = r;
    }
    return out;
  };

  const byType = new Map<string, ResolvedEntry[]>();
  for (const [type, list] of Map.groupBy(entries.values(), (e) => e.sys.contentType.sys.id))
    byType.set(
      type,
      list.map((e) => entryAt(e, 0)),
    );
  return byType;
}

export type ExportIndex = {
  /** The visible entries of a content type in one locale, links resolved, in export order. */
  entries(contentType: string, locale: string, preview: boolean): readonly ResolvedEntry[];
};

/**
 * An in-memory index of one space's export: per locale and preview, the entries by content type,
 * each localized (with the export's fallback locales) and its links resolved, built on first use.
 */
export function indexExport(space: SpaceExport, assetUrl: (url: string) => string): ExportIndex {
  const views = new Map<string, View>();
  return {
    entries(contentType, locale, preview) {
      if (!isKnownLocale(space, locale)) throw new ContentQueryError(`Unknown locale: ${locale}`);
      const key = `${locale}|${preview}`;
      let view = views.get(key);
      if (!view) views.set(key, (view = buildView(space, locale, preview, assetUrl)));
      return view.get(contentType) ?? [];
    },
  };
}
