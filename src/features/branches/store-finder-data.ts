import type { AppLocale } from '@/config/locales';

/** `url` empty: no tile layer, so the map makes no request at all. */
export type MapTiles = {
  url: string;
  attribution: string;
  center: readonly [number, number];
  zoom: number;
};

/** What the server hands the branch finder's script in `data-store-finder`. */
export type StoreFinderData = {
  locale: AppLocale;
  tiles: MapTiles;
  /** StoreAddress's `map` messages and `directions`, as in messages/*.json. */
  messages: { map: Record<string, string>; directions: string };
};
