/**
 * The content port: one interface, two sources (the local export store and Contentful).
 * Both answer with the Delivery API's semantics and hand back plain, link-resolved entries.
 */

/** The two Contentful spaces: the card site and the SME loan site. */
export type SpaceKey = 'card' | 'sme';
export const spaceKeys: readonly SpaceKey[] = ['card', 'sme'];

/** Content locales as Contentful names them (the site's zh-HK is `zh-Hant-HK`). */
export type ContentLocale = 'en-US' | 'zh-Hant-HK';

/** The subset of Delivery API query parameters the site uses. */
export type EntriesQuery = {
  content_type: string;
  locale: ContentLocale;
  /** Comma-separated fields, `-` for descending, e.g. `-fields.featured,-fields.publishDate`. */
  order?: string;
  skip?: number;
  /** Default 100, at most 1000. */
  limit?: number;
  /** Link depth to resolve (default 2 here: entry → embedded entry → its asset). */
  include?: number;
  'fields.slug'?: string;
  'fields.type'?: string;
};

export type ResolvedAsset = {
  kind: 'asset';
  id: string;
  title: string;
  description: string;
  /** Protocol-relative Contentful URL (`//images.ctfassets.net/...`) or a same-site path. */
  url: string;
  contentType: string;
  fileName: string;
  width?: number;
  height?: number;
};

export type ResolvedEntry = {
  kind: 'entry';
  id: string;
  contentType: string;
  createdAt: string;
  updatedAt: string;
  /** One locale's field values; links replaced by ResolvedEntry / ResolvedAsset, dangling ones dropped. */
  fields: Record<string, unknown>;
};

export type EntryCollection = {
  items: ResolvedEntry[];
  total: number;
  skip: number;
  limit: number;
};

export type ReadOptions = { preview: boolean };

export interface ContentSource {
  readonly name: 'local' | 'contentful';
  getEntries(space: SpaceKey, query: EntriesQuery, options: ReadOptions): Promise<EntryCollection>;
  /** Changes whenever the space's content changes, where the source can tell (the local store); part of cache keys. */
  version?(space: SpaceKey): Promise<string>;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
/** The Delivery API's not-found message, also used by the local store. */
export const NOT_FOUND_MESSAGE = 'The resource could not be found.';

export class ContentNotFoundError extends Error {
  override name = 'ContentNotFoundError';
  constructor(message = NOT_FOUND_MESSAGE) {
    super(message);
  }
}

export class ContentQueryError extends Error {
  override name = 'ContentQueryError';
}
