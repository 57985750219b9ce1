import { parseCookie } from 'cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';

/** The editors' preview cookie: signed, HttpOnly, Secure, Lax. */
export const DRAFT_COOKIE = 'konew_draft';
/** An editor's preview lasts a working day; /api/draft starts another. */
export const DRAFT_SECONDS = 12 * 3600;

const attributes = 'Path=/; HttpOnly; Secure; SameSite=Lax';
const signature = (expires: number, secret: string) =>
  createHmac('sha256', secret).update(`draft-mode:${expires}`).digest();

/** `<expires (s)>.<HMAC-SHA256 of it, keyed by CONTENT_PREVIEW_SECRET>`: nothing to store on the server. */
export function draftToken(secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DRAFT_SECONDS;
  return `${expires}.${signature(expires, secret).toString('base64url')}`;
}

/** Whether a cookie value is a token this secret signed that has not expired. */
export function isDraftToken(
  value: string | undefined,
  secret: string | undefined,
  now = Date.now(),
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match || !secret) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  return timingSafeEqual(Buffer.from(match[2]!, 'base64url'), signature(expires, secret));
}

export const draftCookie = (secret: string, now = Date.now()) =>
  `${DRAFT_COOKIE}=${draftToken(secret, now)}; ${attributes}; Max-Age=${DRAFT_SECONDS}`;
export const clearedDraftCookie = `${DRAFT_COOKIE}=; ${attributes}; Max-Age=0`;

/** For src/middleware/index.ts: whether the request is an editor's preview (`locals.preview`). */
export function isPreviewRequest(cookies: {
  get(name: string): { value: string } | undefined;
}): boolean {
  return isDraftToken(cookies.get(DRAFT_COOKIE)?.value, env.CONTENT_PREVIEW_SECRET);
}

/** Whether a request carries the preview cookie at all: the route cache neither answers nor keeps it. */
export function hasDraftCookie(request: Request): boolean {
  return parseCookie(request.headers.get('cookie') ?? '')[DRAFT_COOKIE] !== undefined;
}
