import type { ReactNode } from 'react';

/** A page's h1 and lead; `under` stands directly beneath the title (e.g. the licensed lender). */
export function PageHeading({
  title,
  lead,
  under,
}: {
  title: string;
  lead?: string;
  under?: ReactNode;
}) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      {under}
      {lead ? <p className="mt-3 text-lg leading-8 text-slate-600">{lead}</p> : null}
    </header>
  );
}
