/** How long a kept read is used: a publish another instance received shows by then. */
export const KEPT_READ_MS = 1000;

export type KeptRead<V> = { value: Promise<V>; readAt: number };

/**
 * `read`'s answer for each key, used for a second after the read (per `now`, performance.now()) and
 * read again at once after `drop()` (a publish this process receives). A read that failed, or whose
 * answer `keep` refuses (terms found invalid), is not kept: the next ask reads again. `kept` holds
 * the reads, by the key as JSON (give a process-wide map to share it between module copies).
 */
export function keptReads<K, V>(
  read: (key: K) => Promise<V>,
  {
    keep = () => true,
    now = () => performance.now(),
    kept = new Map<string, KeptRead<V>>(),
  }: {
    keep?: (value: V) => boolean;
    now?: () => number;
    kept?: Map<string, KeptRead<V>>;
  } = {},
) {
  const ask = (key: K): Promise<V> => {
    const id = JSON.stringify(key);
    const copy = kept.get(id);
    if (copy && now() - copy.readAt < KEPT_READ_MS) return copy.value;
    const next: KeptRead<V> = { value: read(key), readAt: now() };
    kept.set(id, next);
    const forget = () => kept.get(id) === next && kept.delete(id);
    next.value.then((value) => keep(value) || forget(), forget);
    return next.value;
  };
  return Object.assign(ask, { drop: () => kept.clear() });
}
