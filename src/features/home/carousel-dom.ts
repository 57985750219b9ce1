/** Every 5 % of the element: the observer reports as its visible part grows and shrinks. */
const thresholds = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * Reports whether the visitor sees a good part of `element`: half of it, or half of the screen's
 * height when it is taller than that (a phone held sideways). The carousel turns only then: a
 * visitor reading further down sees no slide change and fetches no picture of one.
 */
export function mostlyInView(element: Element, report: (inView: boolean) => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      // Several reports can wait for one call (a busy page scrolled fast): the last is the latest.
      const entry = entries.at(-1);
      if (!entry) return;
      const screen = entry.rootBounds?.height ?? window.innerHeight;
      const enough = Math.min(entry.boundingClientRect.height, screen) / 2;
      report(entry.isIntersecting && entry.intersectionRect.height >= enough);
    },
    { threshold: thresholds },
  );
  observer.observe(element);
}

/** Puts a slide's picture in place from its <template> (once): the browser fetches it then. */
export function showPicture(slide: HTMLElement | undefined) {
  const template = slide?.querySelector<HTMLTemplateElement>('template[data-slide-picture]');
  if (template) template.replaceWith(template.content);
}
