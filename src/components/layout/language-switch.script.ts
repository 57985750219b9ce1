// The language switch is a plain link to the same route in the other language, rendered from the
// route (never the request, so a cached page is the same for everyone). In the browser it also
// carries the visitor's current query and hash, so the other language opens at the same place: read
// when the link is used (a form's step is written into the address after the page loaded), and
// kept current for opening in a new tab.
function carryQueryAndHash(link: HTMLAnchorElement) {
  const target = new URL(link.getAttribute('href') ?? '/', window.location.origin);
  link.href = `${target.pathname}${window.location.search}${window.location.hash}`;
}

const switches = () => document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]');

export function startLanguageSwitch() {
  for (const link of switches()) {
    carryQueryAndHash(link);
    for (const event of ['click', 'auxclick', 'contextmenu', 'focus', 'pointerenter'])
      link.addEventListener(event, () => carryQueryAndHash(link));
  }
  window.addEventListener('hashchange', () => switches().forEach(carryQueryAndHash));
}
