import { createClient, type ContentfulClientApi } from 'contentful';
import { deliveryOrder } from '../ordering';
import {
  ContentNotFoundError,
  DEFAULT_LIMIT,
  NOT_FOUND_MESSAGE,
  type ContentSource,
  type EntriesQuery,
  type ReadOptions,
  type ResolvedEntry,
  type SpaceKey,
} from '../source';
import { clientParams, MAX_CONTENT_LENGTH, type SpaceConfig } from './client-params';
import { normalizeEntry } from './normalize-entry';

type Client = ContentfulClientApi<'WITHOUT_UNRESOLVABLE_LINKS'>;

/** Cached Contentful data lives as long as the process (a build, a server) or until the webhook revalidates it. */
const PROCESS_VERSION = `process-${Date.now().toString(36)}`;

/** The SDK throws an Error whose name is the API's error id and whose message is JSON with the status. */
export function translateError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  let status: unknown;
  let message: unknown;
  try {
    ({ status, message } = JSON.parse(error.message) as { status?: unknown; message?: unknown });
  } catch {
    return error;
  }
  if (error.name === 'NotFound' || status === 404) {
    return new ContentNotFoundError(
      typeof message === 'string' && message ? message : NOT_FOUND_MESSAGE,
    );
  }
  return error;
}

export type ContentfulSourceOptions = {
  spaces: Partial<Record<SpaceKey, SpaceConfig>>;
  /** Where SDK warnings go (retries, throttling). */
  log?: (level: string, data: unknown) => void;
  /** Entries a request (the API allows 1000; larger pages carry larger `includes`). */
  perPage?: number;
};

/** Contentful through the official SDK: per space a delivery and a preview client, created on first use. */
export function createContentfulSource({
  spaces,
  log,
  perPage = DEFAULT_LIMIT,
}: ContentfulSourceOptions) {
  const clients = new Map<string, Client>();

  function client(space: SpaceKey, mode: 'delivery' | 'preview'): Client {
    const key = `${space}:${mode}`;
    const existing = clients.get(key);
    if (existing) return existing;
    const config = spaces[space];
    if (!config) throw new Error(`Contentful space "${space}" is not configured`);
    const params = {
      ...clientParams(config, mode),
      // Passed through to axios by the SDK: the spec's 1 GiB limits.
      maxContentLength: MAX_CONTENT_LENGTH,
      maxBodyLength: MAX_CONTENT_LENGTH,
      ...(log ? { logHandler: log } : {}),
    };
    const created = createClient(params).withoutUnresolvableLinks;
    clients.set(key, created);
    return created;
  }

  const source: ContentSource & {
    version(space: SpaceKey): Promise<string>;
    createAssetKey(space: SpaceKey, expiresAt: number): Promise<{ policy: string; secret: string }>;
  } = {
    name: 'contentful',
    version: async () => PROCESS_VERSION,
    async entries(
      space: SpaceKey,
      { contentType, locale, order, type }: EntriesQuery,
      { preview }: ReadOptions,
    ): Promise<ResolvedEntry[]> {
      const mode = preview && spaces[space]?.previewToken ? 'preview' : 'delivery';
      const query = {
        content_type: contentType,
        locale,
        order: deliveryOrder(order),
        include: 2,
        limit: perPage,
        ...(type === undefined ? {} : { 'fields.type': type }),
      };
      const items: ResolvedEntry[] = [];
      try {
        for (let skip = 0; ; skip += perPage) {
          const page = await client(space, mode).getEntries({ ...query, skip });
          items.push(
            ...page.items.map((item) =>
              normalizeEntry(item as Parameters<typeof normalizeEntry>[0]),
            ),
          );
          if (page.items.length === 0 || skip + perPage >= page.total) return items;
        }
      } catch (error) {
        throw translateError(error);
      }
    },
    /** A key for embargoed assets; the SDK refuses an expiry that is not numeric, past, or over 48 h ahead. */
    async createAssetKey(space: SpaceKey, expiresAt: number) {
      try {
        return await client(space, 'delivery').createAssetKey(expiresAt);
      } catch (error) {
        throw translateError(error);
      }
    },
  };
  return source;
}
