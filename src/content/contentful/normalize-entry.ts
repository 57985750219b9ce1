import { toResolvedAsset } from '../resolved-asset';
import type { ResolvedEntry } from '../source';

/** A Delivery API entity after the SDK resolved its links. */
type Entity = {
  sys: {
    id?: unknown;
    type?: unknown;
    contentType?: unknown;
    createdAt?: unknown;
    updatedAt?: unknown;
  };
  fields?: unknown;
};

/** The SDK resolves links into object cycles when entries link each other; this cuts them. */
const MAX_DEPTH = 4;

function isEntity(value: unknown): value is Entity {
  if (!value || typeof value !== 'object') return false;
  const sys = (value as { sys?: { type?: unknown } }).sys;
  return Boolean(sys && (sys.type === 'Entry' || sys.type === 'Asset'));
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function contentTypeId(entity: Entity): string {
  const ct = entity.sys.contentType as { sys?: { id?: unknown } } | undefined;
  return str(ct?.sys?.id);
}

/**
 * Turns an entry the SDK resolved into our plain shape: nested entries and assets (also the
 * targets inside rich text) become ResolvedEntry / ResolvedAsset; anything unresolvable is dropped.
 */
export function normalizeEntry(entity: Entity): ResolvedEntry {
  const value = (v: unknown, depth: number): unknown => {
    if (Array.isArray(v)) return v.map((x) => value(x, depth)).filter((x) => x !== undefined);
    if (isEntity(v)) {
      if (depth >= MAX_DEPTH) return undefined;
      return v.sys.type === 'Asset'
        ? toResolvedAsset(str(v.sys.id), (v.fields ?? {}) as Record<string, unknown>)
        : entry(v, depth + 1);
    }
    if (v && typeof v === 'object') {
      if ((v as { sys?: { type?: unknown } }).sys?.type === 'Link') return undefined;
      const out: Record<string, unknown> = {};
      for (const [key, x] of Object.entries(v)) {
        const nv = value(x, depth);
        if (nv !== undefined) out[key] = nv;
      }
      return out;
    }
    return v;
  };
  const entry = (e: Entity, depth: number): ResolvedEntry => ({
    kind: 'entry',
    id: str(e.sys.id),
    contentType: contentTypeId(e),
    createdAt: str(e.sys.createdAt),
    updatedAt: str(e.sys.updatedAt),
    fields: value(e.fields ?? {}, depth) as Record<string, unknown>,
  });
  return entry(entity, 0);
}
