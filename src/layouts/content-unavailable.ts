/** Seconds a visitor (or a crawler) is told to wait when the content store cannot answer. */
export const CONTENT_RETRY_SECONDS = 30;

/**
 * Marks the page's answer 503 (Retry-After, never kept) when what it must show cannot be read from
 * the content store (a loan's published terms): the page then renders content-unavailable.astro,
 * never a made-up figure. Set in the page's own frontmatter, before its layout streams.
 */
export function markContentUnavailable(response: { status?: number; headers: Headers }): void {
  response.status = 503;
  response.headers.set('Retry-After', String(CONTENT_RETRY_SECONDS));
  response.headers.set('Cache-Control', 'private, no-store');
}
