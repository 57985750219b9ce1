/** What an Action reads of its request, for a form on the page at `path` posting to `action`. */
export function callerAt(path: string, action: string, headers?: Record<string, string>) {
  const url = new URL(`http://localhost${path}?_action=${action}`);
  return { url, request: new Request(url, { method: 'POST', headers }) };
}

/** Headers of a form posted from another site. */
export const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/** A form as the browser posts it without JavaScript, shown 10 s ago, in English unless `fields` say. */
export function posted(fields: Record<string, string>, key: string = crypto.randomUUID()) {
  const form = new FormData();
  form.set('idempotency_key', key);
  form.set('shown_at', String(Date.now() - 10_000));
  form.set('locale', 'en-US');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
