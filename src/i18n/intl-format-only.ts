/**
 * The bundler alias that gives use-intl its formatter for precompiled messages (icu-minify's
 * format-only) in place of its ICU parser, as use-intl's own format-message module offers. Messages
 * are compiled on the server (messages-for.ts); the site (astro.config.ts) and the unit tests
 * (vitest.config.ts) both format them this way.
 */
export const intlFormatOnly = {
  find: /^use-intl\/format-message$/,
  replacement: 'use-intl/format-message/format-only',
};
