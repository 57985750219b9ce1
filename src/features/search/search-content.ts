import type { Document } from '@contentful/rich-text-types';
import { textOf } from '@/components/content/rich-text-sections';
import type { AppLocale } from '@/config/locales';
import type { Article, Faq } from '@/content/model';
import { pageEntries } from '@/content/page-entries';
import type { ContentRepository } from '@/content/repository';
import { branches } from '@/features/branches/branch-data';
import { PRODUCT_FAQ_ID, productFaqPaths } from '@/features/faq/product-faq-paths';
import type { SearchDocument, SearchType } from './search-document';

/** The visible text of a rich-text document, paragraph by paragraph. */
export const documentText = (doc: Document | undefined): string =>
  doc ? doc.content.map((node) => textOf(node as Parameters<typeof textOf>[0])).join(' ') : '';

const articleType: Record<Article['kind'], SearchType> = {
  blog: 'article',
  news: 'news',
  video: 'video',
};

/** A question's page: /faq for one of its categories, else the first product page it ends. */
function faqPath(faq: Faq): string | undefined {
  if (faq.category) return `/faq#${faq.slug}`;
  const product = faq.products[0];
  return product ? `${productFaqPaths[product]}#${PRODUCT_FAQ_ID}-${faq.slug}` : undefined;
}

/** Everything from the content store the search lists, in one language (published only). */
export async function contentDocuments(
  content: ContentRepository,
  locale: AppLocale,
): Promise<SearchDocument[]> {
  const [pages, campaigns, faqs] = await Promise.all([
    pageEntries(content, locale),
    content.campaigns(locale),
    content.allFaqs(locale),
  ]);
  const { blog, news, videos, promotions, landings, terms } = pages;
  const docs: SearchDocument[] = [];
  for (const a of [...blog, ...news, ...videos]) {
    const text = `${a.summary} ${documentText(a.body)}`;
    docs.push({
      id: a.id,
      type: articleType[a.kind],
      title: a.title,
      text,
      path: `/blog/${a.slug}`,
    });
  }
  for (const p of promotions) {
    const text = `${p.summary} ${p.merchant ?? ''} ${documentText(p.body)}`;
    docs.push({ id: p.id, type: 'promotion', title: p.title, text, path: `/promotions/${p.slug}` });
  }
  for (const c of campaigns) {
    const text = `${c.summary} ${documentText(c.body)}`;
    docs.push({ id: c.id, type: 'campaign', title: c.title, text, path: `/campaign#${c.slug}` });
  }
  for (const l of landings) {
    const text = `${l.summary} ${documentText(l.body)}`;
    docs.push({ id: l.id, type: 'campaign', title: l.title, text, path: `/abc/${l.slug}` });
  }
  for (const t of terms) {
    const text = `${t.summary} ${documentText(t.body)}`;
    docs.push({ id: t.id, type: 'terms', title: t.title, text, path: `/tnc/${t.slug}` });
  }
  for (const f of faqs) {
    const path = faqPath(f);
    if (path)
      docs.push({ id: f.id, type: 'faq', title: f.question, text: documentText(f.answer), path });
  }
  docs.push(...(await smeDocuments(content, locale)));
  return docs;
}

/** The SME space's posts: shown in their sections of the SME loan page, where the search leads. */
async function smeDocuments(
  content: ContentRepository,
  locale: AppLocale,
): Promise<SearchDocument[]> {
  const [promotions, articles, useCases] = await Promise.all([
    content.smePromotions(locale),
    content.smeArticles(locale),
    content.smeUseCases(locale),
  ]);
  const sections = [
    { items: promotions, type: 'promotion', section: 'promotions' },
    { items: articles, type: 'article', section: 'articles' },
    { items: useCases, type: 'article', section: 'use-cases' },
  ] as const;
  return sections.flatMap(({ items, type, section }) =>
    items.map((item) => ({
      id: item.id,
      type,
      title: item.title,
      text: `${item.summary} ${documentText(item.body)}`,
      path: `/sme-loan#${section}`,
    })),
  );
}

/** The branches (site data, not content): name, address, phone. */
export const branchDocuments = (locale: AppLocale): SearchDocument[] =>
  branches.map((b) => ({
    id: `branch:${b.id}`,
    type: 'branch',
    title: b.name[locale],
    text: `${b.address[locale]} ${b.phone}`,
    path: `/store-address#${b.id}`,
  }));
