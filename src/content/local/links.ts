// Links between entries and assets in a space export: `{ sys: { type: 'Link', linkType, id } }`.
export type Link = { sys: { type: 'Link'; linkType: string; id: string } };

/** Every link found in a value (fields, rich text nodes, arrays), in document order. */
export function collectLinks(value: unknown, out: Link[] = []): Link[] {
  if (Array.isArray(value)) value.forEach((v) => collectLinks(v, out));
  else if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: unknown } }).sys;
    if (sys?.type === 'Link') out.push(value as Link);
    else Object.values(value).forEach((v) => collectLinks(v, out));
  }
  return out;
}
