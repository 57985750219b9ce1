// The locale rule of the nginx profile, in one of two places (docs/data-flow.md, "Locales: a
// `[...locale]` rest parameter"): `nginx`, maps written here from config/locales.ts and
// locale-path.ts, so nginx redirects and answers cached pages itself; or `instance`, nginx decides
// nothing and passes each unprefixed page to an instance (serve/locale-rule.ts), which redirects or
// renders. scripts/bench/nginx-locale.ts measures both.
import { DRAFT_COOKIE } from '../../src/server/publishing/draft-mode';
import { defaultLocale, localeCookie } from '../../src/config/locales.ts';
import { localizedPath, prefixedLocales } from '../../src/i18n/locale-path.ts';

export type LocaleRuleAt = 'nginx' | 'instance';

// The maps are written for one unprefixed locale and one prefixed (today's two); a third locale
// needs them to grow, so the render stops rather than write a config that misroutes.
if (prefixedLocales.length !== 1) throw new Error('render-config.ts handles two locales');
const zh = defaultLocale;
const en = prefixedLocales[0]!;
export const enPrefix = localizedPath(en, '/');
/** A locale's language (`zh`, `en`): what the browser's Accept-Language is matched on. */
const language = (locale: string) => locale.split('-')[0]!;

const nginxMaps = `# The language switch followed without JavaScript (src/i18n/locale-redirect.ts): a page opened from one
# of our pages in the other language is an explicit choice of that language, which the site remembers in
# the cookie. It skips the redirect below and the cache.
map "$http_sec_fetch_site:$http_sec_fetch_dest:$http_referer" $konew_switch {
  "~^same-origin:document:https?://[^/]+${enPrefix}(?:[/?#]|$)" zh;
  "~^same-origin:document:https?://[^/]+/(?!${en}(?:[/?#]|$))" en;
  default "";
}
map "$konew_switch:$uri" $konew_switching {
  "~^zh:/(?!${en}(?:/|$))" 1;
  "~^en:${enPrefix}(?:/|$)" 1;
  default "";
}
# Locale for an unprefixed page: a switch, the cookie, then the first ${language(zh)} or ${language(en)} language the browser lists.
map $cookie_${localeCookie.name} $konew_cookie_locale { ${en} en; ${zh} zh; default ""; }
map $http_accept_language $konew_browser_locale { "~*^(?:\\s*(?!${language(zh)}|${language(en)})[^,]*,)*\\s*${language(en)}" en; default zh; }
map "$konew_switch:$konew_cookie_locale:$konew_browser_locale" $konew_locale { "~^zh:" zh; "~^[a-z]*:en:" en; "~^[a-z]*:zh:" zh; "~::en$" en; default zh; }`;

// Without the maps nginx cannot tell a switch from a link: every navigation from one of our pages
// goes to an instance (which sets the cookie when it is a switch).
const instanceMaps = `# The locale rule is the instances' (serve/locale-rule.ts): a navigation from one of our pages may be
# a language switch, which sets the cookie, so it skips the cache.
map $http_sec_fetch_site $konew_switching { same-origin 1; default ""; }`;

/** The maps: the locale rule's (nginx) and the requests the page cache must pass to an instance. */
export const localeMaps = (at: LocaleRuleAt) => `${at === 'nginx' ? nginxMaps : instanceMaps}

# Requests the page cache must pass to an instance, and answers it must not keep.
map "$konew_switching$cookie_${DRAFT_COOKIE}" $konew_pass { "" ""; default 1; }`;

/**
 * The unprefixed pages' locations. With the maps nginx redirects a visitor of the other locale
 * itself; else every copy it keeps is the instance's answer to that cookie and Accept-Language.
 */
export function unprefixedPages(
  at: LocaleRuleAt,
  pageCache: (keyed?: string) => string,
  ownHeaders: string,
) {
  if (at === 'instance')
    return `  location / {
    ${pageCache(`:$cookie_${localeCookie.name}:$http_accept_language`)}
  }`;
  return `  location = / {
    if ($konew_locale = en) { ${ownHeaders} return 307 ${enPrefix}$is_args$args; }
    ${pageCache()}
  }

  location / {
    if ($konew_locale = en) { ${ownHeaders} return 307 ${enPrefix}$uri$is_args$args; }
    ${pageCache()}
  }`;
}
