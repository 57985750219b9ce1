import type { Document } from '@contentful/rich-text-types';

type AnyNode = { nodeType: string; value?: string; content?: AnyNode[] };

/** The visible text of a rich-text node. */
export function textOf(node: AnyNode): string {
  if (node.nodeType === 'text') return node.value ?? '';
  return (node.content ?? []).map(textOf).join('');
}

export const sectionId = (index: number) => `section-${index}`;

/** The Heading 2 sections of a document, with the ids the renderer gives them (section-1, section-2…). */
export function sectionsOf(document: Document): Array<{ id: string; title: string }> {
  return (document.content as AnyNode[])
    .filter((node) => node.nodeType === 'heading-2')
    .map((node, i) => ({ id: sectionId(i + 1), title: textOf(node).trim() }))
    .filter((s) => s.title);
}
