import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/** Tells an editor they are looking at drafts (`preview`), with the way out of draft mode. */
export function DraftBanner({
  locale,
  preview,
  path = '/',
}: {
  locale: AppLocale;
  preview: boolean;
  path?: string;
}) {
  if (!preview) return null;
  const t = translator(locale, 'ContentCommon');
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      {t('draftBanner')}{' '}
      <a
        href={`/api/draft/disable?path=${encodeURIComponent(path)}`}
        className="font-semibold underline"
      >
        {t('exitDraft')}
      </a>
    </div>
  );
}
