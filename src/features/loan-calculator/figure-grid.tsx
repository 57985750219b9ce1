/** A figure: its label, its value, and the test id of the value when it has one. */
export type Figure = readonly [label: string, value: string, testId?: string];

/**
 * Labelled figures as cards in a grid (a description list): the calculator's answer and the
 * representative example. `grid` and `card` are the classes that differ between them.
 */
export function FigureGrid({
  figures,
  grid,
  card,
}: {
  figures: readonly Figure[];
  grid: string;
  card: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${grid}`}>
      {figures.map(([label, value, testId]) => (
        <div key={label} className={`rounded-lg bg-white ${card}`}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
