import { activeSection, SCROLL_SPY } from './scroll-spy';

/**
 * Scroll-spy for every server-rendered `[data-scroll-spy]` navigation (ScrollSpyNavView): marks the
 * link of the section being read with aria-current="location" as the reader scrolls or clicks.
 */
function spy(nav: HTMLElement) {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const ids = links.map((link) => decodeURIComponent(link.hash.slice(1)));
  const mark = (id: string) => {
    for (const [index, link] of links.entries()) {
      if (ids[index] === id) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const visible = new Set<string>();
  let frame = 0;
  const update = () => {
    frame = 0;
    const next = activeSection(
      ids.map((id) => ({
        id,
        top: document.getElementById(id)?.getBoundingClientRect().top ?? Infinity,
        visible: visible.has(id),
      })),
      window.innerHeight,
      window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
    );
    if (next) mark(next);
  };
  // Recomputed at most once a frame: on the observer's changes and while the page scrolls.
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target.id);
        else visible.delete(entry.target.id);
      }
      schedule();
    },
    { rootMargin: SCROLL_SPY.rootMargin, threshold: [...SCROLL_SPY.threshold] },
  );
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) observer.observe(element);
  }
  window.addEventListener('scroll', schedule, { passive: true });
  nav.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    const index = link ? links.indexOf(link) : -1;
    if (index >= 0) mark(ids[index] ?? '');
  });
}

export function startScrollSpy() {
  for (const nav of document.querySelectorAll<HTMLElement>('[data-scroll-spy]')) spy(nav);
}
