import { ApiError } from './api-error';
import { unstorableTextFields } from './storable-text';

/** About 32 KB: the largest form is a few KB; anything bigger is not a form. */
export const MAX_BODY_BYTES = 32 * 1024;

/** The origin part of a URL, or null for `null` and other values that are not one. */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF: a browser POST from another site carries that site's Origin (or `null`) or
 * `Sec-Fetch-Site: cross-site`. Allowed: the configured site origins only (`SITE_ORIGIN` and
 * `EXTRA_SITE_ORIGINS`). The Host header is never trusted: any client can write it, and behind a
 * proxy it is whatever the proxy forwards.
 */
export function checkOrigin(request: Request, siteOrigins: readonly string[]): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') throw new ApiError(403, 'forbidden_origin');
  // No Origin and no Sec-Fetch-Site: not a browser, so not a CSRF vector (rate limits still apply).
  if (origin === null) return;
  const allowed = new Set(siteOrigins.map(originOf));
  if (originOf(origin) !== null && allowed.has(originOf(origin))) return;
  throw new ApiError(403, 'forbidden_origin');
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
