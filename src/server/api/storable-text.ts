/**
 * Where a parsed JSON body holds text that PostgreSQL cannot store (a NUL character) or that is not
 * well-formed Unicode (a lone surrogate): field paths such as `name` or `properties.note`. Such a body
 * is refused as a whole, before any schema or database sees it, on every endpoint that reads JSON.
 */
export function unstorableTextFields(value: unknown, path = ''): string[] {
  const bad = (text: string) => text.includes('\0') || !text.isWellFormed();
  if (typeof value === 'string') return bad(value) ? [path || '$root'] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => unstorableTextFields(item, `${path}[${index}]`));
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    bad(key) ? [path || '$root'] : unstorableTextFields(child, path ? `${path}.${key}` : key),
  );
}
