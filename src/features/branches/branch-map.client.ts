// The branches on a Leaflet map, drawn into the server-rendered map region (store-finder-view.tsx)
// when a visitor chooses the map; loaded in its own chunk by store-finder.script.ts. Markers and
// popups need no tiles; without a tile server the map draws Hong Kong's land itself (about 2 KB gz,
// scripts/map/hong-kong-land.ts), so the branches sit on a map, offline too.
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { createTranslator } from 'use-intl/core';
import type { AppLocale } from '@/config/locales';
import { telHref } from '@/lib/tel-href';
import { branches } from './branch-data';
import land from './hong-kong-land.json';
import { directionsUrl } from './directions';
import type { StoreFinderData } from './store-finder-data';

type MapBranch = {
  id: string;
  name: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  directions: string;
  labelSide: 'left' | 'right';
};

/** The branches in the reader's language; read here, in the map's own chunk, not from the page. */
function mapBranches(locale: AppLocale): MapBranch[] {
  return branches.map((branch) => ({
    id: branch.id,
    name: branch.name[locale],
    address: branch.address[locale],
    phone: branch.phone,
    lat: branch.lat,
    lng: branch.lng,
    directions: directionsUrl(branch),
    labelSide: branch.labelSide,
  }));
}

function popupContent(branch: MapBranch, directionsLabel: string): HTMLElement {
  const root = document.createElement('div');
  const add = (tag: string, text: string, className: string) => {
    const element = document.createElement(tag);
    element.textContent = text;
    element.className = className;
    root.append(element);
    return element;
  };
  add('strong', branch.name, 'block text-base');
  add('span', branch.address, 'mt-1 block');
  const phone = add('a', branch.phone, 'mt-1 block') as HTMLAnchorElement;
  phone.href = telHref(branch.phone);
  const directions = add('a', directionsLabel, 'mt-1 block font-semibold') as HTMLAnchorElement;
  directions.href = branch.directions;
  return root;
}

function marker(branch: MapBranch, directionsLabel: string) {
  return (
    L.marker([branch.lat, branch.lng], {
      title: branch.name,
      icon: L.divIcon({
        className:
          'rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900',
        html: '<span class="block h-7 w-7 rounded-full border-[3px] border-white bg-brand-700 shadow-md"></span>',
        iconSize: [28, 28],
        iconAnchor: [14, 14],
        popupAnchor: [0, -14],
      }),
    })
      .bindPopup(popupContent(branch, directionsLabel))
      // A visible name beside each marker: the map must make sense without a background.
      .bindTooltip(branch.name, {
        permanent: true,
        direction: branch.labelSide,
        offset: [branch.labelSide === 'left' ? -12 : 12, 0],
        className: 'branch-label',
      })
  );
}

/**
 * Draws the map in `region` and reports a failing tile source in `notice`; returns what removes it.
 */
export function drawBranchMap(
  region: HTMLElement,
  notice: HTMLElement,
  { locale, tiles, messages }: StoreFinderData,
): () => void {
  const t = createTranslator({ locale, messages: { map: messages.map }, namespace: 'map' });
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const map = L.map(region, {
    center: [tiles.center[0], tiles.center[1]],
    zoom: tiles.zoom,
    zoomControl: false,
    attributionControl: false,
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
  });
  if (still) {
    // Popups and keyboard focus pan the map; without animation when motion is reduced.
    const panBy = map.panBy.bind(map);
    map.panBy = (offset, options) => panBy(offset, { ...options, animate: false });
  }
  L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
  if (!tiles.url) {
    // The sea (leaflet.css paints the container grey); set by script, which the policy allows.
    region.style.background = '#e0f2fe';
    L.geoJSON(land as GeoJSON.MultiPolygon, {
      interactive: false,
      style: { color: '#94a3b8', weight: 1, fillColor: '#f1f5f9', fillOpacity: 1 },
    }).addTo(map);
  } else {
    L.tileLayer(tiles.url, { maxZoom: 19 })
      .on('tileerror', () => {
        notice.textContent = t('tilesFailed');
        notice.classList.remove('sr-only');
      })
      .addTo(map);
    if (tiles.attribution) {
      const attribution = document.createElement('span');
      attribution.textContent = tiles.attribution; // plain text: the setting is not trusted as HTML
      L.control.attribution({ prefix: false }).addAttribution(attribution.innerHTML).addTo(map);
    }
  }
  const markers = mapBranches(locale).map((branch) => {
    const placed = marker(branch, messages.directions).addTo(map);
    placed.getElement()?.setAttribute('aria-label', t('markerLabel', { name: branch.name }));
    placed.getElement()?.setAttribute('data-branch', branch.id);
    return placed;
  });
  map.on('popupopen', (event) => {
    event.popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', t('closePopup'));
  });
  map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [28, 28], animate: false });
  return () => map.remove();
}
