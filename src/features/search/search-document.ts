/** What the search finds, in the order the result list names them. */
export const searchTypes = [
  'page',
  'article',
  'news',
  'video',
  'promotion',
  'campaign',
  'terms',
  'faq',
  'branch',
] as const;
export type SearchType = (typeof searchTypes)[number];

/** One thing the search can find: its title and text in one language, and its unprefixed path. */
export type SearchDocument = {
  id: string;
  type: SearchType;
  title: string;
  text: string;
  path: string;
};
