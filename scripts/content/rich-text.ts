// A small Markdown subset → Contentful rich text, so the sample copy stays readable in source.
// Blocks: "## " / "### " headings, "- " and "1. " lists, "> " quotes, "![asset:ID]", "[[entry:ID]]".
// Inline: **bold**, [label](https://… or /path) hyperlinks, [label](entry:ID) entry links.
import {
  BLOCKS,
  INLINES,
  type Document,
  type Inline,
  type Paragraph,
  type Text,
  type TopLevelBlock,
} from '@contentful/rich-text-types';
import { link } from './content-fields';

const text = (value: string, marks: string[] = []): Text => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});

function inline(source: string): (Inline | Text)[] {
  const nodes: (Inline | Text)[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const [whole, bold, label = '', target = ''] = match;
    if (match.index > last) nodes.push(text(source.slice(last, match.index)));
    if (bold !== undefined) nodes.push(text(bold, ['bold']));
    else if (target.startsWith('entry:')) {
      nodes.push({
        nodeType: INLINES.ENTRY_HYPERLINK,
        data: { target: link('Entry', target.slice(6)) },
        content: [text(label)],
      });
    } else {
      nodes.push({ nodeType: INLINES.HYPERLINK, data: { uri: target }, content: [text(label)] });
    }
    last = match.index + whole.length;
  }
  if (last < source.length) nodes.push(text(source.slice(last)));
  // Rich text wants text nodes around inline nodes.
  if (nodes[0]?.nodeType !== 'text') nodes.unshift(text(''));
  if (nodes.at(-1)?.nodeType !== 'text') nodes.push(text(''));
  return nodes;
}

const paragraph = (source: string): Paragraph => ({
  nodeType: BLOCKS.PARAGRAPH,
  data: {},
  content: inline(source),
});

function block(chunk: string): TopLevelBlock {
  const lines = chunk.split('\n').map((l) => l.trim());
  const first = lines[0] ?? '';
  let m;
  if ((m = /^!\[asset:([\w.-]+)\]$/.exec(first)))
    return {
      nodeType: BLOCKS.EMBEDDED_ASSET,
      data: { target: link('Asset', m[1] ?? '') },
      content: [],
    };
  if ((m = /^\[\[entry:([\w.-]+)\]\]$/.exec(first)))
    return {
      nodeType: BLOCKS.EMBEDDED_ENTRY,
      data: { target: link('Entry', m[1] ?? '') },
      content: [],
    };
  if (first.startsWith('### '))
    return { nodeType: BLOCKS.HEADING_3, data: {}, content: inline(first.slice(4)) };
  if (first.startsWith('## '))
    return { nodeType: BLOCKS.HEADING_2, data: {}, content: inline(first.slice(3)) };
  if (lines.every((l) => l.startsWith('- ')) || lines.every((l) => /^\d+\. /.test(l))) {
    const ordered = /^\d+\. /.test(first);
    return {
      nodeType: ordered ? BLOCKS.OL_LIST : BLOCKS.UL_LIST,
      data: {},
      content: lines.map((l) => ({
        nodeType: BLOCKS.LIST_ITEM,
        data: {},
        content: [paragraph(l.replace(/^(?:- |\d+\. )/, ''))],
      })),
    };
  }
  if (lines.every((l) => l.startsWith('> '))) {
    return {
      nodeType: BLOCKS.QUOTE,
      data: {},
      content: [paragraph(lines.map((l) => l.slice(2)).join(' '))],
    };
  }
  return paragraph(lines.join(' '));
}

export function richText(markdown: string): Document {
  const chunks = markdown
    .trim()
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean);
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content: chunks.map(block) };
}
