/// <reference types="astro/client" />
import type zhHK from '../messages/zh-HK.json';
import type { AppLocale } from '@/config/locales';

// use-intl's types, for the pages and their islands: the site's locales and its messages' keys.
declare module 'use-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof zhHK;
  }
}

// The site's own client directive (astro.config.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

declare global {
  namespace App {
    /** What src/middleware/index.ts gives every Astro page. */
    interface Locals {
      /** Draft preview: drafts shown, nothing cached. */
      preview: boolean;
      /** The query string of the URL the visitor asked for (kept across `Astro.rewrite`). */
      requestSearch?: string;
      /** The page's locale: its route's `[...locale]` segment, else the path's prefix. */
      locale: AppLocale;
      /** The page's path without its locale prefix (`/faq`): canonical, hreflang, language switch. */
      pagePath: string;
      /** The matched route's pattern (`/[...locale]/faq`): serve/server.ts's request metrics. */
      routePattern?: string;
    }
  }
}
