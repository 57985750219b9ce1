import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';
import { telHref } from '@/lib/tel-href';

const other = { 'zh-HK': 'en-US', 'en-US': 'zh-HK' } as const;
/** Each language named in itself, so a reader of the other language finds it. */
const languageName = { 'zh-HK': '繁體中文', 'en-US': 'English' } as const;

/**
 * The drawer's last block (below xl only): the customer service hotline and the page in the other
 * language, both plain links. The language link is one of the switches the script keeps carrying
 * the query and hash (language-switch.script.ts).
 */
export function HeaderMenuExtras({ locale, path }: { locale: AppLocale; path: string }) {
  const t = translator(locale, 'Nav');
  const target = other[locale];
  const link = 'block rounded px-3 py-3 hover:bg-brand-50';
  return (
    <div className="site-menu-extras mt-3 border-t border-slate-200 pt-3">
      <a href={telHref(site.customerServiceHotline)} className={link} data-testid="menu-hotline">
        {t('hotline')}{' '}
        <span className="font-semibold whitespace-nowrap">{site.customerServiceHotline}</span>
      </a>
      <a
        href={localizedPath(target, path)}
        hrefLang={target}
        lang={target}
        translate="no"
        className={link}
        data-language-switch=""
        data-testid="menu-language"
      >
        {languageName[target]}
      </a>
    </div>
  );
}
