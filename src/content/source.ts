/**
 * The content port: one interface, two sources (the local export store and Contentful). The
 * repository asks one question, every entry of a content type in one locale in a named order,
 * and gets plain, link-resolved entries back.
 */
import type { OrderName } from './ordering';

/** The two Contentful spaces: the card site and the SME loan site. */
export type SpaceKey = 'card' | 'sme';
export const spaceKeys: readonly SpaceKey[] = ['card', 'sme'];

/** Content locales as Contentful names them (the site's zh-HK is `zh-Hant-HK`). */
export type ContentLocale = 'en-US' | 'zh-Hant-HK';

/** What the repository asks a source for: all the entries that match, however many requests that takes. */
export type EntriesQuery = {
  contentType: string;
  locale: ContentLocale;
  order: OrderName;
  /** Only the entries whose `type` field has this value. */
  type?: string;
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
  /**
   * One locale's field values; links replaced by ResolvedEntry / ResolvedAsset two levels deep
   * (entry → embedded entry → its asset), dangling and deeper ones dropped.
   */
  fields: Record<string, unknown>;
};

export type ReadOptions = { preview: boolean };

export interface ContentSource {
  readonly name: 'local' | 'contentful';
  entries(space: SpaceKey, query: EntriesQuery, options: ReadOptions): Promise<ResolvedEntry[]>;
  /** Changes whenever the space's content changes, where the source can tell (the local store). */
  version?(space: SpaceKey): Promise<string>;
}

/** The Delivery API's page sizes: 100 entries a request by default, at most 1000. */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
/** The Delivery API's not-found message. */
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
