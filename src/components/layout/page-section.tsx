import type { ReactNode } from 'react';

const looks = {
  /** A full-width band of a landing page, rendered when near the viewport (`lazy-render`). */
  band: {
    section: 'lazy-render mx-auto max-w-6xl px-4 py-14',
    heading: 'text-2xl font-bold md:text-3xl',
  },
  /** A part of a content page (a listing's zone, related articles): margins come with `className`. */
  part: { section: '', heading: 'text-2xl font-bold text-slate-900' },
  /** More of the same under an entry (related articles, other offers): ruled off above. */
  more: {
    section: 'mt-14 border-t border-slate-200 pt-10',
    heading: 'text-2xl font-bold text-slate-900',
  },
  /** A bordered panel inside a text page: a form or a flow with its own heading. */
  panel: {
    section: 'mt-8 scroll-mt-20 rounded-xl border border-slate-200 p-5 md:p-6',
    heading: 'text-xl font-semibold',
  },
} as const;

/**
 * A titled section of a page: `<section id>` labelled by its h2 (`{id}-heading`, a link target
 * for in-page navigation). `className` adds to the look's classes (a margin, a background). A band
 * with a `background` spans the full width and keeps its content in the page's column.
 */
export function PageSection({
  id,
  title,
  look = 'band',
  background,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  look?: keyof typeof looks;
  background?: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const { section, heading } = looks[look];
  const content = (
    <>
      <h2
        id={`${id}-heading`}
        className={headingClassName ? `${heading} ${headingClassName}` : heading}
      >
        {title}
      </h2>
      {children}
    </>
  );
  const classes = [background ? `lazy-render ${background}` : section, className];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={classes.filter(Boolean).join(' ')}
    >
      {background ? <div className="mx-auto max-w-6xl px-4 py-14">{content}</div> : content}
    </section>
  );
}
