import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { assetSchema } from '@/content/model';
import type { ResolvedEntry } from '@/content/source';
import { EntryPicture } from './content-img';
import { ContentLink } from './content-link';
import { hrefOfEntry } from './content-paths';

/** An entry embedded in rich text: a card with its picture, title, summary and a link to its page. */
export function EmbeddedEntry({
  entry,
  locale,
}: {
  entry: ResolvedEntry | undefined;
  locale: AppLocale;
}) {
  const href = hrefOfEntry(entry);
  const title = entry?.fields.title ?? entry?.fields.question ?? entry?.fields.name;
  if (!entry || !href || typeof title !== 'string') return null;
  const t = translator(locale, 'ContentCommon');
  const summary = typeof entry.fields.summary === 'string' ? entry.fields.summary : '';
  const cover = assetSchema.safeParse(entry.fields.coverImage);
  return (
    <aside
      className="my-6 flex gap-4 rounded-lg border border-slate-200 p-4"
      aria-label={t('relatedEntry')}
    >
      <EntryPicture
        asset={cover.success && cover.data.width ? cover.data : undefined}
        width={240}
        className="hidden w-32 shrink-0 rounded sm:block"
      />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        {summary ? <p className="mt-1 text-sm text-slate-600">{summary}</p> : null}
        <p className="mt-2 text-sm">
          <ContentLink locale={locale} href={href}>
            {t('readMore')}
          </ContentLink>
        </p>
      </div>
    </aside>
  );
}
