import path from 'node:path';
import { normalizeEntry } from '../normalize';
import type {
  ContentSource,
  EntriesQuery,
  EntryCollection,
  ReadOptions,
  SpaceKey,
} from '../source';
import { localAssetUrl } from './asset-files';
import { queryEntries } from './delivery-query';
import { exportVersion, loadSpaceExport } from './export-file';
import { resolveCollection } from './resolve-links';

/**
 * The default source: Contentful export files under `<contentDir>/<space>/` (card and sme),
 * queried with the Delivery API's semantics. Drafts appear only with `preview`.
 */
export function createLocalSource(contentDir: string): ContentSource {
  return {
    name: 'local',
    async getEntries(
      space: SpaceKey,
      query: EntriesQuery,
      { preview }: ReadOptions,
    ): Promise<EntryCollection> {
      const data = await loadSpaceExport(path.join(contentDir, space));
      const collection = queryEntries(
        data,
        { include: 2, ...query },
        {
          preview,
          spaceId: space,
          environment: 'master',
        },
      );
      const items = resolveCollection(collection).map((item) =>
        normalizeEntry(item, (url) => localAssetUrl(space, url)),
      );
      return { items, total: collection.total, skip: collection.skip, limit: collection.limit };
    },
    version: (space: SpaceKey) => exportVersion(path.join(contentDir, space)),
  };
}
