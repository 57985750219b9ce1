// Tries the app's deep link, then falls back to the download page if the app did not take over
// (the page is still visible 1.5 s later). Acts on open-app-view.tsx's data attributes.
const handoff = document.querySelector<HTMLElement>('[data-open-app]');
const deepLink = handoff?.dataset.openApp;
const fallback = handoff?.dataset.openAppFallback;
if (deepLink && fallback) {
  window.setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.replace(fallback);
  }, 1500);
  window.location.href = deepLink;
}
