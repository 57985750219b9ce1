import type { CdaCollection, CdaEntity } from './delivery-query';

const MAX_DEPTH = 4;

function isLink(value: unknown): value is { sys: { type: 'Link'; linkType: string; id: string } } {
  return Boolean(
    value &&
    typeof value === 'object' &&
    (value as { sys?: { type?: unknown } }).sys?.type === 'Link',
  );
}

/**
 * Replaces links in the items by the entries and assets they point to, as the SDK does with
 * `withoutUnresolvableLinks`: a link that cannot be resolved is removed (from arrays) or left out.
 */
export function resolveCollection(collection: CdaCollection): CdaEntity[] {
  const byKey = new Map<string, CdaEntity>();
  const add = (type: string, entity: CdaEntity) =>
    byKey.set(`${type}:${String(entity.sys.id)}`, entity);
  collection.items.forEach((item) => add('Entry', item));
  collection.includes?.Entry?.forEach((e) => add('Entry', e));
  collection.includes?.Asset?.forEach((a) => add('Asset', a));

  const resolve = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) {
      return value.map((v) => resolve(v, depth)).filter((v) => v !== undefined);
    }
    if (isLink(value)) {
      const target = byKey.get(`${value.sys.linkType}:${value.sys.id}`);
      if (!target || depth >= MAX_DEPTH) return undefined;
      return { ...target, fields: resolve(target.fields, depth + 1) };
    }
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        const resolved = resolve(v, depth);
        if (resolved !== undefined) out[key] = resolved;
      }
      return out;
    }
    return value;
  };

  return collection.items.map((item) => ({
    ...item,
    fields: resolve(item.fields, 1) as Record<string, unknown>,
  }));
}
