/** What counts as the visitor starting to use the page (hydrate-on-first-use.client.tsx listens too). */
export const firstUseEvents = ['pointerdown', 'keydown', 'focusin', 'click', 'input', 'change'];

/**
 * Until React handles a form, a form sent by the visitor is held instead of posted natively (the
 * browser would reload the page, lose what was typed and put the fields in the address): before the
 * page has hydrated, and from a form that hydrates at its first use (hydrate-on-first-use.client.tsx)
 * until it has. It is sent again once React handles it (held-submit.ts). Forms React handles cancel
 * their own submit events; only one nobody cancelled is held. The script also
 * notes the visitor's first press, key or input (`__firstUse`), so a form whose code arrives later
 * still knows it is in use. The text is fixed: its sha256 is allowed by every page's
 * Content-Security-Policy (scripts/csp.ts).
 */
export const earlySubmitScript =
  'var h=null,d=document.documentElement;addEventListener("submit",function(e){if(!e.defaultPrevented&&(!d.hasAttribute("data-hydrated")||e.target.closest("[data-hydrates-on-first-use]"))){e.preventDefault();h={form:e.target,submitter:e.submitter}}});self.__takeHeldSubmit=function(){var x=h;h=null;return x};' +
  `"${firstUseEvents.join(' ')}".split(" ").forEach(function(t){addEventListener(t,function(){self.__firstUse=!0},!0)})`;
