import type { ReactNode } from 'react';

/** Answers to check before sending; what the visitor typed is marked `translate="no"`. */
export function ReviewList({ rows }: { rows: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {rows.map((row) => (
        <div
          key={row.label}
          className="grid gap-1 px-4 py-2 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-4"
        >
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd className="break-words text-slate-900" translate="no">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
