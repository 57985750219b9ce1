import { getTranslations } from 'next-intl/server';
import { isPreview } from '@/content/queries';

/** Tells an editor they are looking at drafts, with the way out of draft mode. */
export async function DraftBanner({ path = '/' }: { path?: string }) {
  if (!(await isPreview())) return null;
  const t = await getTranslations('ContentCommon');
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
