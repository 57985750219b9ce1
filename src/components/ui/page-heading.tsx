import type { ReactNode } from 'react';

/**
 * A page's h1 and lead; `under` stands directly beneath the title (e.g. the licensed lender). `id`
 * makes the heading a focus target (tabIndex -1) for an island that moves focus to it.
 */
export function PageHeading({
  title,
  lead,
  under,
  id,
}: {
  title: string;
  lead?: string;
  under?: ReactNode;
  id?: string;
}) {
  return (
    <header className="mb-6">
      <h1
        id={id}
        tabIndex={id ? -1 : undefined}
        className="scroll-mt-24 text-3xl font-bold tracking-tight text-slate-900 outline-none md:text-4xl"
      >
        {title}
      </h1>
      {under}
      {lead ? <p className="mt-3 text-lg leading-8 text-slate-600">{lead}</p> : null}
    </header>
  );
}
