import path from 'node:path';
import { compareEntries, orderings } from '../ordering';
import type { ContentSource, EntriesQuery, ReadOptions, SpaceKey } from '../source';
import { localAssetUrl } from './asset-files';
import { indexExport, type ExportIndex } from './export-index';
import { exportVersion, loadSpaceExport, type SpaceExport } from './export-file';

/** One index per loaded export: a changed file is loaded anew (its mtime), so it is indexed anew. */
const indexes = new WeakMap<SpaceExport, ExportIndex>();

function indexOf(space: SpaceKey, data: SpaceExport): ExportIndex {
  let index = indexes.get(data);
  if (!index) indexes.set(data, (index = indexExport(data, (url) => localAssetUrl(space, url))));
  return index;
}

const hasType = (value: unknown, type: string) =>
  Array.isArray(value) ? value.includes(type) : value === type;

/**
 * The default source: Contentful export files under `<contentDir>/<space>/` (card and sme),
 * answered from an in-memory index of each export. Drafts appear only with `preview`.
 */
export function createLocalSource(contentDir: string): ContentSource {
  return {
    name: 'local',
    async entries(space: SpaceKey, query: EntriesQuery, { preview }: ReadOptions) {
      const data = await loadSpaceExport(path.join(contentDir, space));
      const { type } = query;
      const all = indexOf(space, data).entries(query.contentType, query.locale, preview);
      return (type === undefined ? [...all] : all.filter((e) => hasType(e.fields.type, type))).sort(
        compareEntries(orderings[query.order]),
      );
    },
    version: (space: SpaceKey) => exportVersion(path.join(contentDir, space)),
  };
}
