// The language switch is a plain link to the same route in the other language, rendered from the
// route (never the request, so a cached page is the same for everyone). In the browser it also
// carries the visitor's query and hash, so the other language opens at the same place (also when
// opened in a new tab).
function carryQueryAndHash() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    const target = new URL(link.getAttribute('href') ?? '/', window.location.origin);
    link.href = `${target.pathname}${window.location.search}${window.location.hash}`;
  }
}

carryQueryAndHash();
window.addEventListener('hashchange', carryQueryAndHash);
