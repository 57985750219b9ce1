import type { ExportAsset, ExportEntry, SpaceExport } from '../local/export-file';
import { collectLinks } from '../local/links';
import { fallbackChain, isKnownLocale, localizeFields } from '../local/locale-fields';
import { compareEntries, type OrderKey } from '../ordering';
import { ContentQueryError, DEFAULT_LIMIT, MAX_LIMIT } from '../source';

/** An entity as the Delivery API sends it: one locale's fields, links left as links. */
type CdaEntity = {
  sys: Record<string, unknown> & { id: string };
  fields: Record<string, unknown>;
  metadata: { tags: unknown[] };
};
type Context = { preview: boolean; spaceId: string; environment: string };

const PARAMS = new Set(['content_type', 'locale', 'order', 'skip', 'limit', 'include']);
const FILTER = /^fields\.([A-Za-z0-9_]+)$/;
const ORDER_KEY = /^(-?)fields\.([A-Za-z0-9_]+)$/;

function int(value: string | null, name: string, fallback: number, max: number): number {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new ContentQueryError(`Invalid ${name}: ${value}`);
  return n;
}

function orderOf(order: string | null): OrderKey[] {
  return (order ?? '')
    .split(',')
    .filter(Boolean)
    .map((raw) => {
      const match = ORDER_KEY.exec(raw.trim());
      if (!match) throw new ContentQueryError(`Invalid order: ${raw}`);
      return { field: match[2] ?? '', descending: match[1] === '-' };
    });
}

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
const matches = (actual: unknown, expected: string) =>
  Array.isArray(actual)
    ? actual.some((v) => String(v) === expected)
    : actual !== undefined && actual !== null && String(actual) === expected;

/**
 * The body of `GET /entries` as the Delivery (or, with `preview`, Preview) API answers it over an
 * export, for the parameters a client sends here: visibility, locale with fallback, field filters,
 * order, skip and limit, and `includes` (with `errors` for links it cannot resolve). For tests only.
 */
export function deliveryEntries(space: SpaceExport, params: URLSearchParams, ctx: Context) {
  for (const key of params.keys())
    if (!PARAMS.has(key) && !FILTER.test(key))
      throw new ContentQueryError(`Unsupported query parameter: ${key}`);
  const contentType = params.get('content_type');
  const filters = [...params].filter(([key]) => FILTER.test(key));
  // As the real API: a field filter needs the content type; without one, every type's entries.
  if (!contentType && filters.length)
    throw new ContentQueryError('A content_type is required to filter on fields');
  const locale = params.get('locale') ?? 'en-US';
  if (!isKnownLocale(space, locale)) throw new ContentQueryError(`Unknown locale: ${locale}`);
  const chain = fallbackChain(space, locale);
  const compare = compareEntries(orderOf(params.get('order')));
  const skip = int(params.get('skip'), 'skip', 0, Number.MAX_SAFE_INTEGER);
  const limit = int(params.get('limit'), 'limit', DEFAULT_LIMIT, MAX_LIMIT);
  const include = int(params.get('include'), 'include', 1, 10);

  const visible = (e: ExportEntry | ExportAsset) =>
    e.sys.archivedVersion === undefined && (ctx.preview || e.sys.publishedVersion !== undefined);
  const cda = (e: ExportEntry | ExportAsset, type: 'Entry' | 'Asset'): CdaEntity => ({
    sys: {
      space: link('Space', ctx.spaceId),
      id: e.sys.id,
      type,
      createdAt: e.sys.createdAt,
      updatedAt: e.sys.updatedAt,
      environment: link('Environment', ctx.environment),
      revision: e.sys.publishedVersion ?? 1,
      ...('contentType' in e.sys ? { contentType: e.sys.contentType } : {}),
      locale,
    },
    fields: localizeFields(e.fields, chain),
    metadata: { tags: [] },
  });
  const entries = new Map(space.entries.filter(visible).map((e) => [e.sys.id, e]));
  const assets = new Map(space.assets.filter(visible).map((a) => [a.sys.id, a]));

  const all = [...entries.values()]
    .filter((e) => !contentType || e.sys.contentType.sys.id === contentType)
    .map((e) => cda(e, 'Entry'))
    .filter((e) => filters.every(([key, v]) => matches(e.fields[key.slice(7)], v)))
    .sort((a, b) => compare({ ...a, id: a.sys.id }, { ...b, id: b.sys.id }));
  const items = all.slice(skip, skip + limit);

  const included = { Entry: new Map<string, CdaEntity>(), Asset: new Map<string, CdaEntity>() };
  const errors = new Map<string, { linkType: string; id: string }>();
  const inItems = new Set(items.map((i) => i.sys.id));
  let frontier = items;
  for (let depth = 0; depth < include && frontier.length > 0; depth++) {
    const next: CdaEntity[] = [];
    for (const { sys } of collectLinks(frontier.map((f) => f.fields))) {
      const kind = sys.linkType;
      if (kind !== 'Entry' && kind !== 'Asset') continue;
      if (included[kind].has(sys.id) || (kind === 'Entry' && inItems.has(sys.id))) continue;
      const found = kind === 'Entry' ? entries.get(sys.id) : assets.get(sys.id);
      if (!found) {
        errors.set(sys.id, sys);
        continue;
      }
      const entity = cda(found, kind);
      included[kind].set(sys.id, entity);
      if (kind === 'Entry') next.push(entity);
    }
    frontier = next;
  }

  const includes = Object.fromEntries(
    Object.entries(included)
      .filter(([, found]) => found.size > 0)
      .map(([kind, found]) => [kind, [...found.values()]]),
  );
  return {
    sys: { type: 'Array' },
    total: all.length,
    skip,
    limit,
    items,
    ...(Object.keys(includes).length ? { includes } : {}),
    ...(errors.size
      ? {
          errors: [...errors.values()].map(({ linkType, id }) => ({
            sys: { id: 'notResolvable', type: 'error' },
            details: { type: 'Link', linkType, id },
          })),
        }
      : {}),
  };
}
