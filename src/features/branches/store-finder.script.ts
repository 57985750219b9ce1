// The branch finder's list/map switch on its server-rendered markup (store-finder-view.tsx), with
// no React (issue 32): shows the switch, sets `data-view` (the layout follows it in CSS) and draws
// the map when it is chosen. Leaflet loads from its own chunk only then.
import type { StoreFinderData } from './store-finder-data';

type View = 'list' | 'map';

function setUp(root: HTMLElement) {
  const data = JSON.parse(root.dataset.storeFinder ?? '{}') as StoreFinderData;
  const toggle = root.querySelector<HTMLElement>('[data-testid="view-switch"]');
  const column = root.querySelector<HTMLElement>('[data-map-column]');
  const loading = root.querySelector<HTMLElement>('[data-map-loading]');
  const notice = root.querySelector<HTMLElement>('[data-testid="map-notice"]');
  const region = root.querySelector<HTMLElement>('[data-testid="branch-map"]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-view-button]')];
  if (!toggle || !column || !loading || !notice || !region) return;
  let removeMap: (() => void) | undefined;
  let choice = 0;

  const show = async (view: View) => {
    if (root.dataset.view === view) return;
    const turn = ++choice;
    root.dataset.view = view;
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(button.dataset.viewButton === view));
    }
    removeMap?.();
    removeMap = undefined;
    column.hidden = view !== 'map';
    region.hidden = true;
    loading.hidden = false;
    if (view !== 'map') return;
    try {
      const { drawBranchMap } = await import('./branch-map.client');
      if (turn !== choice) return;
      loading.hidden = true;
      region.hidden = false;
      removeMap = drawBranchMap(region, notice, data);
    } catch {
      // The map's chunk did not load (offline, a new deploy): the list is still there.
      if (turn === choice) await show('list');
    }
  };

  for (const button of buttons) {
    button.addEventListener('click', () => void show(button.dataset.viewButton as View));
  }
  toggle.hidden = false;
}

for (const root of document.querySelectorAll<HTMLElement>('[data-store-finder]')) setUp(root);
