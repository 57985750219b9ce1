// The part of Kustomize that deploy/k8s uses, for machines without kubectl (CI: Debian has none):
// `resources` (files and folders), `namespace`, `images` and `patches` (strategic merge: maps merge,
// lists of named items merge by name, other lists are replaced). Any other key is refused, so what
// this renders is what `kubectl kustomize` renders (scripts/k8s/manifests.test.ts compares them when
// kubectl is installed). Usage: `npx tsx scripts/k8s/kustomize.ts deploy/k8s/overlays/podman`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';

export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
};
type Image = { name: string; newName?: string; newTag?: string };
type Kustomization = {
  resources?: string[];
  namespace?: string;
  images?: Image[];
  patches?: Array<{ path: string }>;
};
const supported = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches']);

/** Every document of a YAML file (empty ones left out). */
export function readManifests(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0]!.message}`);
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const named = (list: unknown[]) => list.every((item) => isMap(item) && 'name' in item);

/** A strategic merge patch of the kind Kustomize applies to built-in resources, simplified. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (isMap(target) && isMap(patch)) {
    const merged: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(patch))
      merged[key] = value === null ? undefined : mergePatch(target[key], value);
    return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  }
  if (Array.isArray(target) && Array.isArray(patch) && named(target) && named(patch)) {
    const byName = (list: unknown[], name: unknown) =>
      list.find((item) => (item as { name: unknown }).name === name);
    const kept = target.map((item) => {
      const change = byName(patch, (item as { name: unknown }).name);
      return change ? mergePatch(item, change) : item;
    });
    const added = patch.filter((item) => !byName(target, (item as { name: unknown }).name));
    return [...kept, ...added];
  }
  return patch;
}

function setImages(value: unknown, images: Image[]): unknown {
  if (Array.isArray(value)) return value.map((item) => setImages(item, images));
  if (!isMap(value)) return value;
  const result = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, setImages(item, images)]),
  );
  // A container (or init container): a name and an image.
  if (typeof value.image === 'string' && typeof value.name === 'string') {
    const [name, tag] = value.image.split(':');
    const image = images.find((candidate) => candidate.name === name);
    if (image)
      result.image = `${image.newName ?? name}${(image.newTag ?? tag) ? `:${image.newTag ?? tag}` : ''}`;
  }
  return result;
}

/** The resources a kustomization folder renders, in Kustomize's order of declaration. */
export function kustomize(folder: string): Manifest[] {
  const kustomization = readManifests(
    path.join(folder, 'kustomization.yaml'),
  )[0] as unknown as Kustomization;
  const unknown = Object.keys(kustomization).filter((key) => !supported.has(key));
  if (unknown.length) throw new Error(`${folder}: not supported here: ${unknown.join(', ')}`);
  let manifests = (kustomization.resources ?? []).flatMap((resource) => {
    const at = path.join(folder, resource);
    if (!existsSync(at)) throw new Error(`${folder}: no ${resource}`);
    return statSync(at).isDirectory() ? kustomize(at) : readManifests(at);
  });
  for (const { path: file } of kustomization.patches ?? [])
    for (const patch of readManifests(path.join(folder, file))) {
      const index = manifests.findIndex(
        (m) => m.kind === patch.kind && m.metadata.name === patch.metadata.name,
      );
      if (index < 0) throw new Error(`${file}: no ${patch.kind} ${patch.metadata.name} to patch`);
      manifests[index] = mergePatch(manifests[index], patch) as Manifest;
    }
  if (kustomization.images)
    manifests = manifests.map((m) => setImages(m, kustomization.images!) as Manifest);
  if (kustomization.namespace)
    manifests = manifests.map((m) => ({
      ...m,
      metadata: { ...m.metadata, namespace: kustomization.namespace! },
    }));
  return manifests;
}

if (import.meta.main) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: kustomize.ts FOLDER');
  console.log(
    kustomize(folder)
      .map((m) => stringify(m))
      .join('---\n'),
  );
}
