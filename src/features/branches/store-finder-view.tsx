import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { messagesFor } from '@/i18n/messages-for';
import { translator } from '@/i18n/translator';
import type { StoreFinderData } from './store-finder-data';

type Props = {
  locale: AppLocale;
  tiles: StoreFinderData['tiles'];
  /** The server-rendered branch list. */
  children: ReactNode;
};

const viewButton =
  'min-h-11 min-w-20 rounded-md px-4 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-700';

/**
 * The list/map switch around the branch list, with no React in the browser (issue 32): the switch
 * and the map's place are in this HTML, hidden; store-finder.script.ts shows the switch, sets
 * `data-view` (the layout follows it in CSS) and draws the map with Leaflet when it is chosen.
 * Without JavaScript only the list shows. The map view keeps the list beside (or below) the map.
 */
export function StoreFinderView({ locale, tiles, children }: Props) {
  const t = translator(locale, 'StoreAddress');
  const { map, directions } = messagesFor(locale).StoreAddress;
  const data: StoreFinderData = { locale, tiles, messages: { map, directions } };
  const button = (view: 'list' | 'map') => (
    <button
      type="button"
      aria-pressed={view === 'list'}
      data-view-button={view}
      className={viewButton}
    >
      {t(`view.${view}`)}
    </button>
  );
  return (
    <div className="group" data-view="list" data-store-finder={JSON.stringify(data)}>
      <div className="mb-6 min-h-13">
        <div
          role="group"
          aria-label={t('view.label')}
          className="inline-flex gap-1 rounded-lg border border-brand-700 p-1"
          data-testid="view-switch"
          hidden
        >
          {button('list')}
          {button('map')}
        </div>
      </div>
      <div className="group-data-[view=map]:grid group-data-[view=map]:gap-6 lg:group-data-[view=map]:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:sticky lg:top-4 lg:self-start" data-map-column hidden>
          <p
            className="flex h-[60vh] min-h-80 items-center justify-center rounded-lg bg-slate-100 text-slate-700"
            data-map-loading
          >
            {t('map.loading')}
          </p>
          <p
            role="status"
            // Read only by screen readers until there is something to say (branch-map.client.ts).
            className={`mb-2 text-sm text-slate-700${tiles.url ? ' sr-only' : ''}`}
            data-testid="map-notice"
          >
            {tiles.url ? '' : t('map.tilesOff')}
          </p>
          <div
            role="region"
            aria-label={t('map.label')}
            className="relative isolate z-0 h-[60vh] min-h-80 w-full rounded-lg bg-slate-100"
            data-testid="branch-map"
            data-tiles={tiles.url ? 'on' : 'off'}
            hidden
          />
        </div>
        <div className="lg:group-data-[view=map]:max-h-[80vh] lg:group-data-[view=map]:overflow-y-auto lg:group-data-[view=map]:pr-1">
          {children}
        </div>
      </div>
    </div>
  );
}
