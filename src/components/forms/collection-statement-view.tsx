import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';

/**
 * The PICS beside every form (PDPO): its key points on the page and the full statement a click away.
 * Each purpose names only its own transferees (credit reference agencies only for loans). Rendered on
 * the server (a pure view for the Astro shells) and handed to the form island as a slot: the
 * island's messages leave it out.
 */
export function CollectionStatementView({
  locale,
  purpose = 'loan',
}: {
  locale: AppLocale;
  purpose?: 'loan' | 'valuation' | 'deletion';
}) {
  const t = translator(locale, 'Forms');
  const points = [
    t(`pics.purpose.${purpose}`),
    t('pics.obligatory'),
    t(`pics.transferees.${purpose}`),
    t('pics.access', { email: site.privacyOfficerEmail }),
  ];
  const id = `collection-statement-${purpose}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-6 text-slate-700"
      data-testid="collection-statement"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {t('pics.heading')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-2">
        <a
          href={`${localizedPath(locale, '/privacy')}#purposes-of-use`}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('pics.link')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      </p>
    </section>
  );
}
