import { terms } from './terms';

export const entry = terms(
  'promotions-general',
  '2025-01-01',
  {
    title: '推廣活動一般條款（舊版）',
    summary: '此內容由固定頁面取代，只為示範固定頁面優先於內容頁面。',
    body: `## 舊版內容

此版本已由網站的固定頁面取代。`,
  },
  {
    title: 'General promotion terms (old version)',
    summary: 'A fixed page replaces this entry; it shows that the fixed page takes priority.',
    body: `## Old content

This version is replaced by the site's fixed page.`,
  },
);
