import { ApiError } from './api-error';
import { unstorableTextFields } from './storable-text';

/** About 32 KB: the largest form is a few KB; anything bigger is not a form. */
export const MAX_BODY_BYTES = 32 * 1024;

/** The origin part of a URL, or null for `null` and other values that are not one. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whose pages may post: the configured origins (`SITE_ORIGIN`, `EXTRA_SITE_ORIGINS`) and, when
 * `ownOrigin` (no SITE_ORIGIN set: a laptop), the origin the request itself was sent to.
 */
export type AllowedOrigins = { configured: readonly string[]; ownOrigin: boolean };

/** The origin the request was sent to: its Host header on the request URL's scheme. */
function requestOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host ? originOf(`${url.protocol}//${host}`) : url.origin;
}

/**
 * CSRF, Fetch Metadata first: a browser says whether the page that posts is on this origin
 * (`Sec-Fetch-Site: same-origin`, whatever name the site was opened under), and no page can forge
 * it. Another site (`same-site`, `cross-site`) passes only from a configured origin. Without the
 * header (an older browser), a present Origin must be a configured one, or this request's own when
 * no SITE_ORIGIN is set; no Origin at all is not a browser, so not a CSRF vector (rate limits apply).
 */
export function checkOrigin(request: Request, allowed: AllowedOrigins): void {
  const header = request.headers.get('origin');
  const origin = header === null ? null : originOf(header);
  if (header !== null && origin === null) throw new ApiError(403, 'forbidden_origin');
  const configured = new Set(allowed.configured.map(originOf));
  const isConfigured = origin !== null && configured.has(origin);
  switch (request.headers.get('sec-fetch-site')) {
    case 'same-origin':
    case 'none':
      return;
    case 'same-site':
    case 'cross-site':
      if (isConfigured) return;
      throw new ApiError(403, 'forbidden_origin');
    case null:
      if (origin === null || isConfigured) return;
      if (allowed.ownOrigin && origin === requestOrigin(request)) return;
      throw new ApiError(403, 'forbidden_origin');
    default:
      throw new ApiError(403, 'forbidden_origin');
  }
}

export function checkJsonContentType(request: Request): void {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new ApiError(415, 'unsupported_media_type');
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiError(413, 'payload_too_large');
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError(413, 'payload_too_large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body as a JSON object: 413 past the cap (also without Content-Length), 400 if not JSON, 422 if
 * not an object or if any text in it cannot be stored (NUL, lone surrogate: `invalid_characters`).
 */
export async function readJsonObject(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const bytes = await readCapped(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(422, 'validation_failed', { fields: { $root: 'expected_object' } });
  }
  const unstorable = unstorableTextFields(value);
  if (unstorable.length > 0) {
    const fields = Object.fromEntries(unstorable.map((field) => [field, 'invalid_characters']));
    throw new ApiError(422, 'validation_failed', { fields });
  }
  return value as Record<string, unknown>;
}
