import type { Document } from '@contentful/rich-text-types';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { sectionsOf } from './rich-text-sections';

vi.mock('@/env', () => ({ env: { SITE_ORIGIN: 'https://www.example.com' } }));
const { RichText } = await import('./rich-text');

/** Renders a tree that may hold async components (links, embeds) to HTML. */
async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const doc = {
  nodeType: 'document',
  data: {},
  content: [
    { nodeType: 'heading-2', data: {}, content: [text('推廣期')] },
    { nodeType: 'paragraph', data: {}, content: [text('2026 年 10 月 1 日起')] },
    { nodeType: 'heading-2', data: {}, content: [text('參加資格')] },
    {
      nodeType: 'unordered-list',
      data: {},
      content: [
        {
          nodeType: 'list-item',
          data: {},
          content: [{ nodeType: 'paragraph', data: {}, content: [text('持卡人')] }],
        },
      ],
    },
    { nodeType: 'embedded-entry-block', data: {}, content: [] },
  ],
} as unknown as Document;

describe('rich text', () => {
  it('gives Heading 2 the ids its section navigation links to', async () => {
    const out = await html(<RichText locale="en-US" document={doc} headingIds />);
    expect(sectionsOf(doc)).toEqual([
      { id: 'section-1', title: '推廣期' },
      { id: 'section-2', title: '參加資格' },
    ]);
    expect(out).toContain('<h2 id="section-1"');
    expect(out).toContain('<h2 id="section-2"');
    expect(out).toContain('<li');
  });
  it('leaves headings without ids unless asked, and skips an embed whose target did not resolve', async () => {
    const out = await html(<RichText locale="en-US" document={doc} />);
    expect(out).not.toContain('id="section-1"');
    expect(out).not.toContain('undefined');
  });

  it('drops script URLs from links but keeps their text', async () => {
    const evil = {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            {
              nodeType: 'hyperlink',
              data: { uri: ' JaVaScRiPt:alert(1)' },
              content: [text('按此')],
            },
          ],
        },
      ],
    } as unknown as Document;
    const out = await html(<RichText locale="en-US" document={evil} />);
    expect(out).toContain('按此');
    expect(out).not.toMatch(/href|javascript/i);
  });
});
