'use client';

import { useEffect, useState } from 'react';
import { activeSection, SCROLL_SPY } from './scroll-spy';

type Item = { id: string; title: string };

/** A section navigation that marks the section being read (aria-current) as the reader scrolls. */
export function ScrollSpyNav({
  label,
  items,
  className = '',
}: {
  label: string;
  items: Item[];
  className?: string;
}) {
  const [active, setActive] = useState(items[0]?.id);

  useEffect(() => {
    const visible = new Set<string>();
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = activeSection(
        items.map((item) => ({
          id: item.id,
          top: document.getElementById(item.id)?.getBoundingClientRect().top ?? Infinity,
          visible: visible.has(item.id),
        })),
        window.innerHeight,
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
      );
      if (next) setActive(next);
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
    for (const item of items) {
      const element = document.getElementById(item.id);
      if (element) observer.observe(element);
    }
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <nav aria-label={label} className={className}>
      <ul className="flex gap-2 overflow-x-auto text-sm lg:flex-col lg:gap-1">
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? 'location' : undefined}
              onClick={() => setActive(item.id)}
              className="block rounded-md px-3 py-2 text-slate-700 hover:bg-brand-50 aria-[current=location]:bg-brand-50 aria-[current=location]:font-semibold aria-[current=location]:text-brand-700"
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
