import { ANONYMOUS_ID_KEY } from './anonymous-id';
import type { KeyValueStore } from './browser-storage';
import { SAVED_QUERY_KEY } from './campaign';

/** localStorage key of the visitor's choice: `1` means no analytics from this browser. */
export const OPT_OUT_KEY = 'konew_analytics_opt_out';
/** Window event fired when the choice changes in this tab (`storage` covers the other tabs). */
export const OPT_OUT_EVENT = 'konew:analytics-opt-out';

export const isOptedOut = (store: KeyValueStore) => store.get(OPT_OUT_KEY) === '1';

/** Records the choice; opting out also forgets the anonymous id and the saved campaign. */
export function setOptedOut(store: KeyValueStore, optedOut: boolean): void {
  if (optedOut) {
    store.set(OPT_OUT_KEY, '1');
    store.remove(ANONYMOUS_ID_KEY);
    store.remove(SAVED_QUERY_KEY);
  } else {
    store.remove(OPT_OUT_KEY);
  }
}
