import type { ReactNode } from 'react';

/**
 * The tags a long-form section's body message is written with, in order: `<p>` a paragraph, `<ul>`
 * with `<li>` items a bulleted list. Order matters: a lead-in sentence ("Please remember:") stands
 * right before the list it introduces.
 */
export function sectionBodyTags({
  paragraphClassName,
  listClassName,
}: {
  paragraphClassName: string;
  listClassName: string;
}) {
  return {
    p: (chunks: ReactNode) => <p className={paragraphClassName}>{chunks}</p>,
    ul: (chunks: ReactNode) => <ul className={listClassName}>{chunks}</ul>,
    li: (chunks: ReactNode) => <li>{chunks}</li>,
  };
}
