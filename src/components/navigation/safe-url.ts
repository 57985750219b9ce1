import { sanitizeUrl } from '@braintree/sanitize-url';

const BLANK = 'about:blank';

/** True for javascript:, data: and vbscript: URLs however they are spelled (case, spaces, tabs, entities). */
export function isScriptUrl(url: string): boolean {
  return url.trim() !== BLANK && sanitizeUrl(url) === BLANK && /[a-z]/i.test(url);
}

export type ResolvedTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export class NavigationRefusedError extends Error {
  override name = 'NavigationRefusedError';
}

/**
 * The one check every navigation and every content link goes through.
 * Same-site targets become a path; other origins need `external: true`; script URLs are always refused.
 */
export function resolveTarget(
  to: string,
  { external = false, origin }: { external?: boolean; origin: string },
): ResolvedTarget {
  if (isScriptUrl(to)) throw new NavigationRefusedError(`Refused to navigate to a script URL`);
  const url = new URL(to, origin);
  if (url.origin === new URL(origin).origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  if (!external) {
    throw new NavigationRefusedError(
      `Navigating to an external URL (${url.origin}) requires the external option`,
    );
  }
  return { kind: 'external', href: url.href };
}

/** A same-site path for redirects (e.g. after clearing an error), or the fallback when it is not one. */
export function sameSitePath(to: string | undefined, fallback = '/'): string {
  if (!to) return fallback;
  try {
    const target = resolveTarget(to, { origin: 'https://same.site.invalid' });
    return target.kind === 'internal' ? target.path : fallback;
  } catch {
    return fallback;
  }
}

/** An href safe to render from content: external links allowed, script URLs dropped. */
export function safeContentHref(href: string, origin: string): string | undefined {
  try {
    const target = resolveTarget(href, { external: true, origin });
    return target.kind === 'internal' ? target.path : target.href;
  } catch {
    return undefined;
  }
}
