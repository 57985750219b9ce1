type Item = { id: string; title: string };

/**
 * A section navigation, rendered on the server; `scroll-spy.ts`'s `startScrollSpy` marks the section
 * being read (aria-current) as the reader scrolls. Without JavaScript it is a list of anchors.
 */
export function ScrollSpyNavView({
  label,
  items,
  className = '',
}: {
  label: string;
  items: Item[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className} data-scroll-spy="">
      <ul className="flex gap-2 overflow-x-auto text-sm lg:flex-col lg:gap-1">
        {items.map((item, index) => (
          <li key={item.id} className="shrink-0">
            <a
              href={`#${item.id}`}
              aria-current={index === 0 ? 'location' : undefined}
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
