/**
 * Until the page has hydrated, a form sent by the visitor is held instead of posted natively (the
 * browser would reload the page, lose what was typed and put the fields in the address). The layout
 * sends it again once React handles the form (navigation-effects.client.tsx). Forms React handles
 * cancel their own submit events; only one nobody cancelled is held. The text is fixed: its sha256
 * is allowed by every page's Content-Security-Policy (scripts/csp.ts).
 */
export const earlySubmitScript =
  'var h=null;addEventListener("submit",function(e){if(!e.defaultPrevented&&!document.documentElement.hasAttribute("data-hydrated")){e.preventDefault();h={form:e.target,submitter:e.submitter}}});self.__takeHeldSubmit=function(){var x=h;h=null;return x}';
