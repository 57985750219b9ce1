/// <reference types="astro/client" />
import type zhHK from '../messages/zh-HK.json';
import type { routing } from '@/i18n/routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof zhHK;
  }
}

// The same configuration for use-intl, which the Astro pages and their islands use directly.
declare module 'use-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof zhHK;
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
    }
  }
}
