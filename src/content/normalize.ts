import type { ResolvedAsset, ResolvedEntry } from './source';

/** A Delivery API entity after link resolution (from the SDK or the local store). */
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

const MAX_DEPTH = 4;

function isEntity(value: unknown): value is Entity {
  if (!value || typeof value !== 'object') return false;
  const sys = (value as { sys?: { type?: unknown } }).sys;
  return Boolean(sys && (sys.type === 'Entry' || sys.type === 'Asset'));
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toAsset(entity: Entity, assetUrl: (url: string) => string): ResolvedAsset | undefined {
  const fields = (entity.fields ?? {}) as Record<string, unknown>;
  const file = fields.file as
    | {
        url?: unknown;
        contentType?: unknown;
        fileName?: unknown;
        details?: { image?: { width?: unknown; height?: unknown } };
      }
    | undefined;
  if (!file || typeof file.url !== 'string') return undefined;
  const image = file.details?.image;
  return {
    kind: 'asset',
    id: str(entity.sys.id),
    title: str(fields.title),
    description: str(fields.description),
    url: assetUrl(file.url),
    contentType: str(file.contentType),
    fileName: str(file.fileName),
    ...(typeof image?.width === 'number' && typeof image.height === 'number'
      ? { width: image.width, height: image.height }
      : {}),
  };
}

function contentTypeId(entity: Entity): string {
  const ct = entity.sys.contentType as { sys?: { id?: unknown } } | undefined;
  return str(ct?.sys?.id);
}

/**
 * Turns a resolved Delivery API entry into our plain shape: nested entries and assets (also the
 * targets inside rich text) become ResolvedEntry / ResolvedAsset; anything unresolvable is dropped.
 */
export function normalizeEntry(
  entity: Entity,
  assetUrl: (url: string) => string = (u) => u,
): ResolvedEntry {
  const value = (v: unknown, depth: number): unknown => {
    if (Array.isArray(v)) return v.map((x) => value(x, depth)).filter((x) => x !== undefined);
    if (isEntity(v)) {
      if (depth >= MAX_DEPTH) return undefined;
      return v.sys.type === 'Asset' ? toAsset(v, assetUrl) : entry(v, depth + 1);
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
