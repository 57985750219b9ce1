export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 text-lg leading-8 text-slate-600">{lead}</p> : null}
    </header>
  );
}
