// Astro's Container API for tests (`*.container.test.ts`, run by vitest.astro.config.ts): route
// shells and components rendered to HTML as the server renders them, islands included.
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import type { SSRManifest } from 'astro';
import { experimental_AstroContainer, type ContainerRenderOptions } from 'astro/container';
import { loadRenderers } from 'astro:container';
import type { AppLocale } from '@/config/locales';
import { localizedPath } from '@/i18n/locale-path';

export type AstroComponent = Parameters<experimental_AstroContainer['renderToString']>[0];

/**
 * The client directives the site's pages may use: Astro's own and `client:interaction`, which
 * astro.config.ts adds through an integration. The container takes no integrations and knows only
 * Astro's own directives; its one way to learn another is the `manifest` option (the manifest a
 * build writes), whose `clientDirectives` maps each name to the script the page inlines for it.
 * Those scripts come from the build, so here each is a stand-in comment: these tests read which
 * directive an island has, and what the directive does in a browser is e2e's
 * (e2e/hydrate-on-interaction.spec.ts).
 */
export const siteDirectives = ['load', 'idle', 'visible', 'media', 'only', 'interaction'] as const;

const manifest: Partial<SSRManifest> = {
  clientDirectives: new Map(
    siteDirectives.map((name) => [name, `/* client:${name} (its script comes from the build) */`]),
  ),
};

/** A container with React's renderer and the site's client directives. */
export async function siteContainer() {
  return experimental_AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    // The other fields of a manifest are the container's defaults (it fills in what is missing).
    manifest: manifest as SSRManifest,
  });
}

/**
 * A page of `[...locale]` as the middleware hands it over: the locale's parameter (none for the
 * default locale), the request of its URL, no draft preview, and the locale and path the middleware
 * puts on `locals` (the container runs no middleware). Rendered as a page, not a partial.
 */
export function pageOptions(
  locale: AppLocale,
  path: string,
  options: ContainerRenderOptions = {},
): ContainerRenderOptions {
  const url = new URL(localizedPath(locale, path), 'http://localhost:3000');
  return {
    partial: false,
    request: new Request(url),
    locals: { preview: false, locale, pagePath: path },
    ...options,
    params: { locale: locale === 'en-US' ? 'en-US' : undefined, ...options.params },
  };
}

/** Renders `page` at `path` in `locale`. */
export async function renderPage(
  container: experimental_AstroContainer,
  page: AstroComponent,
  locale: AppLocale,
  path: string,
  options?: ContainerRenderOptions,
) {
  return container.renderToString(page, pageOptions(locale, path, options));
}
