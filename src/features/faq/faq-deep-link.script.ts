/** Opens the question a link points to (`/faq#slug`) and brings it into view, also on later hash changes. */
function openLinkedQuestion() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const target = document.getElementById(id);
  if (target instanceof HTMLDetailsElement) {
    target.open = true;
    target.scrollIntoView({ block: 'start' });
    target.querySelector('summary')?.focus({ preventScroll: true });
  }
}

export function startFaqDeepLink() {
  openLinkedQuestion();
  window.addEventListener('hashchange', openLinkedQuestion);
}
