// The header's phone menu is a native popover. Focus leaving it (Tab past its last link, Shift+Tab
// back to the Menu button it covers) closes it, so the focus never lands under the drawer; a page
// shown again from the back/forward cache shows with it closed.

/** Closes every open popover that does not hold `focused`. */
function closeMenus(focused?: EventTarget | null) {
  if (!('hidePopover' in HTMLElement.prototype)) return;
  for (const open of document.querySelectorAll<HTMLElement>(':popover-open'))
    if (!(focused instanceof Node && open.contains(focused))) open.hidePopover();
}

export function startMenuFocus() {
  document.addEventListener('focusin', (event) => closeMenus(event.target));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) closeMenus();
  });
}
