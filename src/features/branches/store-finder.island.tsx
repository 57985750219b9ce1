import { lazy, Suspense, useState, type ReactNode } from 'react';
import { IntlProvider, useTranslations } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { MapTiles } from './branch-map.client';

// Leaflet is fetched only when a visitor opens the map.
const BranchMap = lazy(() => import('./branch-map.client'));

/** The StoreAddress messages the switch and the map read (the list is the server's). */
export type StoreFinderMessages = {
  StoreAddress: { view: Record<string, string>; map: Record<string, string>; directions: string };
};

type Props = {
  locale: AppLocale;
  messages: StoreFinderMessages;
  tiles: MapTiles;
  /** The server-rendered branch list (an Astro slot: static HTML, never re-rendered here). */
  children?: ReactNode;
};

/**
 * List/map switch around the server-rendered list (issue 32 island). Without JavaScript only the
 * list shows; the switch appears once the island runs. The map view keeps the list beside the map.
 */
export function StoreFinder({ locale, messages, tiles, children }: Props) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone="Asia/Hong_Kong">
      <Finder tiles={tiles}>{children}</Finder>
    </IntlProvider>
  );
}

function Finder({ tiles, children }: { tiles: MapTiles; children?: ReactNode }) {
  const t = useTranslations('StoreAddress');
  const running = useHydrated();
  const [view, setView] = useState<'list' | 'map'>('list');
  const button = (value: typeof view) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`min-h-11 min-w-20 rounded-md px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 ${
        view === value ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'
      }`}
    >
      {t(`view.${value}`)}
    </button>
  );
  return (
    <div>
      <div className="mb-6 min-h-13">
        {running ? (
          <div
            role="group"
            aria-label={t('view.label')}
            className="inline-flex gap-1 rounded-lg border border-brand-700 p-1"
            data-testid="view-switch"
          >
            {button('list')}
            {button('map')}
          </div>
        ) : null}
      </div>
      <div className={view === 'map' ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}>
        {view === 'map' ? (
          <div className="lg:sticky lg:top-4 lg:self-start">
            <Suspense
              fallback={
                <p className="flex h-[60vh] min-h-80 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
                  {t('map.loading')}
                </p>
              }
            >
              <BranchMap tiles={tiles} />
            </Suspense>
          </div>
        ) : null}
        <div className={view === 'map' ? 'lg:max-h-[80vh] lg:overflow-y-auto lg:pr-1' : ''}>
          {children}
        </div>
      </div>
    </div>
  );
}
