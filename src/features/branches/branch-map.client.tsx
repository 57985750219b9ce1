'use client';

import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useLocale, useTranslations } from 'use-intl';
import { useEffect, useRef, useState } from 'react';
import type { AppLocale } from '@/config/locales';
import { telHref } from '@/lib/tel-href';
import { branches } from './branch-data';
import { directionsUrl } from './directions';

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

/** The branches in the reader's language; read here, in the map's own chunk, not sent as props. */
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

/** `url` empty: no tile layer, so the map makes no request at all. */
export type MapTiles = {
  url: string;
  attribution: string;
  center: readonly [number, number];
  zoom: number;
};

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

/** The branches on a Leaflet map. Markers and popups need no tiles, so they work offline too. */
export default function BranchMap({ tiles }: { tiles: MapTiles }) {
  const t = useTranslations('StoreAddress');
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const labels = {
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
    close: t('map.closePopup'),
    directions: t('directions'),
    marker: (name: string) => t('map.markerLabel', { name }),
  };
  const labelsRef = useRef(labels);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const text = labelsRef.current;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const map = L.map(element, {
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
    L.control.zoom({ zoomInTitle: text.zoomIn, zoomOutTitle: text.zoomOut }).addTo(map);
    if (tiles.url) {
      L.tileLayer(tiles.url, { maxZoom: 19 })
        .on('tileerror', () => setTilesFailed(true))
        .addTo(map);
      if (tiles.attribution) {
        const attribution = document.createElement('span');
        attribution.textContent = tiles.attribution; // plain text: the setting is not trusted as HTML
        L.control.attribution({ prefix: false }).addAttribution(attribution.innerHTML).addTo(map);
      }
    }
    const markers = mapBranches(locale).map((branch) => {
      const marker = L.marker([branch.lat, branch.lng], {
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
        .bindPopup(popupContent(branch, text.directions))
        // A visible name beside each marker: the map must make sense without a background.
        .bindTooltip(branch.name, {
          permanent: true,
          direction: branch.labelSide,
          offset: [branch.labelSide === 'left' ? -12 : 12, 0],
          className: 'branch-label',
        })
        .addTo(map);
      marker.getElement()?.setAttribute('aria-label', text.marker(branch.name));
      marker.getElement()?.setAttribute('data-branch', branch.id);
      return marker;
    });
    map.on('popupopen', (event) => {
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', text.close);
    });
    map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [28, 28], animate: false });
    return () => {
      map.remove();
    };
  }, [locale, tiles]);

  return (
    <div>
      <p
        role="status"
        className={tiles.url && !tilesFailed ? 'sr-only' : 'mb-2 text-sm text-slate-700'}
        data-testid="map-notice"
      >
        {!tiles.url ? t('map.tilesOff') : tilesFailed ? t('map.tilesFailed') : ''}
      </p>
      <div
        ref={container}
        role="region"
        aria-label={t('map.label')}
        className="relative isolate z-0 h-[60vh] min-h-80 w-full rounded-lg bg-slate-100"
        data-testid="branch-map"
        data-tiles={tiles.url ? 'on' : 'off'}
      />
    </div>
  );
}
