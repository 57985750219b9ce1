// The pictures `npm run screenshots` takes (issue 52, item 4): each page at each width in each
// locale, the first screen only (home also full length), as docs/screenshots/<page>-<locale>-<width>.png.

/** A page to picture: its unprefixed path, and what to do before the picture is taken. */
export type Shot = {
  /** The file name's first part. */
  name: string;
  path: string;
  /** An element to bring to the top of the screen (the owner loan's calculator). */
  scrollTo?: string;
  /** Open the branch finder's map and wait for its markers. */
  map?: boolean;
  /** Also a full-length picture, `<name>-full-<locale>-<width>.png`. */
  fullPage?: boolean;
};

export const shots: readonly Shot[] = [
  { name: 'home', path: '/', fullPage: true },
  { name: 'blog', path: '/blog' },
  { name: 'promotions', path: '/promotions' },
  { name: 'sme-loan', path: '/sme-loan' },
  { name: 'owner-loan-calculator', path: '/property-owner-loan', scrollTo: '#calculator' },
  { name: 'branch-finder', path: '/store-address', map: true },
  { name: 'sme-application', path: '/sme-loan/apply' },
];

export const widths = [390, 1440] as const;

/** A phone's and a desktop's first screen. */
export const screenHeight: Record<(typeof widths)[number], number> = { 390: 844, 1440: 900 };

/** The file a picture is written to, relative to the repository root. */
export const shotFile = (name: string, locale: string, width: number) =>
  `docs/screenshots/${name}-${locale}-${width}.png`;
