import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-autumn-draft',
  draft: true,
  image: { motif: 'bag', palette: 'sun' },
  fields: {
    slug: 'year-end-shopping-guide',
    topics: ['money-tips'],
    featured: false,
    hot: false,
    publishDate: '2026-11-20',
  },
  zh: {
    title: '年終購物指南（草稿）',
    summary: '年終大減價將至，這篇指南仍在編輯中，只會在預覽模式顯示。',
    author: 'Konew 編輯部',
    body: `這是一篇草稿，只會在預覽模式中顯示。`,
  },
  en: {
    title: 'Year-end shopping guide (draft)',
    summary:
      'The year-end sales are coming. This guide is still being edited and shows only in preview.',
    author: 'Konew editorial team',
    body: `This is a draft and shows only in preview.`,
  },
};
