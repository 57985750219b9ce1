import { ContentQueryError, DEFAULT_LIMIT, MAX_LIMIT } from '../source';
import type { ExportAsset, ExportEntry, SpaceExport } from './export-file';
import { collectLinks, notResolvable, type Link } from './links';
import { fallbackChain, isKnownLocale, localizeFields } from './locale-fields';
import { compareValues, parseOrder, type OrderKey } from '../ordering';

/** Query parameters as the Delivery API receives them (strings from a URL, or typed values). */
export type DeliveryParams = Record<string, string | number | undefined>;

export type CdaEntity = {
  sys: Record<string, unknown>;
  fields: Record<string, unknown>;
  metadata: { tags: unknown[] };
};
export type CdaCollection = {
  sys: { type: 'Array' };
  total: number;
  skip: number;
  limit: number;
  items: CdaEntity[];
  includes?: { Entry?: CdaEntity[]; Asset?: CdaEntity[] };
  errors?: Array<{
    sys: { id: 'notResolvable'; type: 'error' };
    details: { type: 'Link'; linkType: string; id: string };
  }>;
};

export type QueryContext = { preview: boolean; spaceId: string; environment: string };

const FILTER = /^(?:fields\.[A-Za-z0-9_]+|sys\.id)$/;
const KNOWN = new Set(['content_type', 'locale', 'order', 'skip', 'limit', 'include']);

function isVisible(entity: ExportEntry | ExportAsset, preview: boolean): boolean {
  if (entity.sys.archivedVersion !== undefined) return false;
  return preview || entity.sys.publishedVersion !== undefined;
}

function toInt(
  value: string | number | undefined,
  name: string,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new ContentQueryError(`Invalid ${name}: ${value}`);
  return n;
}

function sysOf(
  entity: ExportEntry | ExportAsset,
  locale: string,
  ctx: QueryContext,
  kind: 'Entry' | 'Asset',
) {
  const link = (linkType: string, id: string): Link => ({ sys: { type: 'Link', linkType, id } });
  return {
    space: link('Space', ctx.spaceId),
    id: entity.sys.id,
    type: kind,
    createdAt: entity.sys.createdAt,
    updatedAt: entity.sys.updatedAt,
    environment: link('Environment', ctx.environment),
    revision: entity.sys.publishedVersion ?? 1,
    ...('contentType' in entity.sys ? { contentType: entity.sys.contentType } : {}),
    locale,
  };
}

function valueAt(entity: CdaEntity, key: OrderKey): unknown {
  return key.scope === 'sys' ? entity.sys[key.name] : entity.fields[key.name];
}

function matches(entity: CdaEntity, filters: Array<[string, string]>): boolean {
  return filters.every(([key, expected]) => {
    const actual = key === 'sys.id' ? entity.sys.id : entity.fields[key.slice('fields.'.length)];
    if (Array.isArray(actual)) return actual.some((v) => String(v) === expected);
    return actual !== undefined && actual !== null && String(actual) === expected;
  });
}

/**
 * Answers a `GET /entries` the way the Content Delivery (or, with `preview`, Preview) API does:
 * visibility, locale with fallback, field filters, order, skip/limit, and `includes` for links.
 */
export function queryEntries(
  space: SpaceExport,
  params: DeliveryParams,
  ctx: QueryContext,
): CdaCollection {
  for (const key of Object.keys(params)) {
    if (!KNOWN.has(key) && !FILTER.test(key))
      throw new ContentQueryError(`Unsupported query parameter: ${key}`);
  }
  const locale = String(params.locale ?? 'en-US');
  if (!isKnownLocale(space, locale)) throw new ContentQueryError(`Unknown locale: ${locale}`);
  const chain = fallbackChain(space, locale);
  const contentType = params.content_type === undefined ? undefined : String(params.content_type);
  const filters = Object.entries(params)
    .filter(([key, v]) => FILTER.test(key) && v !== undefined)
    .map(([key, v]) => [key, String(v)] as [string, string]);
  if (!contentType && filters.some(([key]) => key.startsWith('fields.'))) {
    throw new ContentQueryError('A content_type is required to filter on fields');
  }
  const skip = toInt(params.skip, 'skip', 0, Number.MAX_SAFE_INTEGER);
  const limit = toInt(params.limit, 'limit', DEFAULT_LIMIT, MAX_LIMIT);
  const include = toInt(params.include, 'include', 1, 10);
  const order = parseOrder(params.order === undefined ? undefined : String(params.order));

  const entry = (e: ExportEntry): CdaEntity => ({
    sys: sysOf(e, locale, ctx, 'Entry'),
    fields: localizeFields(e.fields, chain),
    metadata: { tags: [] },
  });
  const asset = (a: ExportAsset): CdaEntity => ({
    sys: sysOf(a, locale, ctx, 'Asset'),
    fields: localizeFields(a.fields, chain),
    metadata: { tags: [] },
  });

  const visibleEntries = new Map(
    space.entries.filter((e) => isVisible(e, ctx.preview)).map((e) => [e.sys.id, e]),
  );
  const visibleAssets = new Map(
    space.assets.filter((a) => isVisible(a, ctx.preview)).map((a) => [a.sys.id, a]),
  );

  const all = [...visibleEntries.values()]
    .filter((e) => !contentType || e.sys.contentType.sys.id === contentType)
    .map(entry)
    .filter((e) => matches(e, filters));
  all.sort((a, b) => {
    for (const key of order) {
      const c = compareValues(valueAt(a, key), valueAt(b, key), key.descending);
      if (c !== 0) return c;
    }
    return String(a.sys.id).localeCompare(String(b.sys.id));
  });
  const items = all.slice(skip, skip + limit);

  const included = { Entry: new Map<string, CdaEntity>(), Asset: new Map<string, CdaEntity>() };
  const errors: NonNullable<CdaCollection['errors']> = [];
  const inItems = new Set(items.map((i) => String(i.sys.id)));
  let frontier: CdaEntity[] = items;
  for (let depth = 0; depth < include && frontier.length > 0; depth++) {
    const next: CdaEntity[] = [];
    for (const link of collectLinks(frontier.map((f) => f.fields))) {
      const { linkType, id } = link.sys;
      if (linkType === 'Entry' && !inItems.has(id) && !included.Entry.has(id)) {
        const found = visibleEntries.get(id);
        if (!found) {
          if (!errors.some((e) => e.details.id === id)) errors.push(notResolvable(linkType, id));
          continue;
        }
        const e = entry(found);
        included.Entry.set(id, e);
        next.push(e);
      } else if (linkType === 'Asset' && !included.Asset.has(id)) {
        const found = visibleAssets.get(id);
        if (found) included.Asset.set(id, asset(found));
        else if (!errors.some((e) => e.details.id === id)) errors.push(notResolvable(linkType, id));
      }
    }
    frontier = next;
  }

  return {
    sys: { type: 'Array' },
    total: all.length,
    skip,
    limit,
    items,
    ...(included.Entry.size || included.Asset.size
      ? {
          includes: {
            ...(included.Entry.size ? { Entry: [...included.Entry.values()] } : {}),
            ...(included.Asset.size ? { Asset: [...included.Asset.values()] } : {}),
          },
        }
      : {}),
    ...(errors.length ? { errors } : {}),
  };
}
