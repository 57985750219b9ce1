// A small Markdown subset → Contentful rich text, so the sample copy stays readable in source.
// Blocks: "## " / "### " headings, "- " and "1. " lists, "> " quotes, "![asset:ID]", "[[entry:ID]]".
// Inline: **bold**, [label](https://… or /path) hyperlinks, [label](entry:ID) entry links.

const text = (value, marks = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const link = (linkType, id) => ({ sys: { type: 'Link', linkType, id } });

function inline(source) {
  const nodes = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) nodes.push(text(source.slice(last, match.index)));
    if (match[1] !== undefined) nodes.push(text(match[1], ['bold']));
    else if (match[3].startsWith('entry:')) {
      nodes.push({
        nodeType: 'entry-hyperlink',
        data: { target: link('Entry', match[3].slice(6)) },
        content: [text(match[2])],
      });
    } else {
      nodes.push({ nodeType: 'hyperlink', data: { uri: match[3] }, content: [text(match[2])] });
    }
    last = match.index + match[0].length;
  }
  if (last < source.length) nodes.push(text(source.slice(last)));
  // Rich text wants text nodes around inline nodes.
  if (nodes.length === 0 || nodes[0].nodeType !== 'text') nodes.unshift(text(''));
  if (nodes.at(-1).nodeType !== 'text') nodes.push(text(''));
  return nodes;
}

const paragraph = (source) => ({ nodeType: 'paragraph', data: {}, content: inline(source) });

function block(chunk) {
  const lines = chunk.split('\n').map((l) => l.trim());
  const first = lines[0];
  let m;
  if ((m = /^!\[asset:([\w.-]+)\]$/.exec(first)))
    return { nodeType: 'embedded-asset-block', data: { target: link('Asset', m[1]) }, content: [] };
  if ((m = /^\[\[entry:([\w.-]+)\]\]$/.exec(first)))
    return { nodeType: 'embedded-entry-block', data: { target: link('Entry', m[1]) }, content: [] };
  if (first.startsWith('### '))
    return { nodeType: 'heading-3', data: {}, content: inline(first.slice(4)) };
  if (first.startsWith('## '))
    return { nodeType: 'heading-2', data: {}, content: inline(first.slice(3)) };
  if (lines.every((l) => l.startsWith('- ')) || lines.every((l) => /^\d+\. /.test(l))) {
    const ordered = /^\d+\. /.test(first);
    return {
      nodeType: ordered ? 'ordered-list' : 'unordered-list',
      data: {},
      content: lines.map((l) => ({
        nodeType: 'list-item',
        data: {},
        content: [paragraph(l.replace(/^(?:- |\d+\. )/, ''))],
      })),
    };
  }
  if (lines.every((l) => l.startsWith('> '))) {
    return {
      nodeType: 'blockquote',
      data: {},
      content: [paragraph(lines.map((l) => l.slice(2)).join(' '))],
    };
  }
  return paragraph(lines.join(' '));
}

export function richText(markdown) {
  const chunks = markdown
    .trim()
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean);
  return { nodeType: 'document', data: {}, content: chunks.map(block) };
}
