// The shape of the readable sample sources (scripts/content/sample/), which build-sample.ts turns
// into export entries and assets.
import type { CardCampaign } from '../../src/content/model';
import type { Align, PaletteName } from './illustrations';
import type { MotifName } from './motifs';

/** A picture to draw (illustrations.ts); an entry's cover image is 1200×675 unless it says. */
export type Picture = {
  motif: MotifName;
  palette: PaletteName;
  align?: Align;
  width?: number;
  height?: number;
  seed?: number;
};

/** Values that are the same in both locales, by field id. */
export type SampleFields = Record<string, string | number | boolean | string[]>;

/** Copy in one locale, by field id: text (Markdown for rich-text fields) or a draw's winners. */
export type SampleCopy = Record<string, string | CardCampaign['winners']>;

export type SampleEntry = {
  /** The content type id. */
  type: string;
  id: string;
  /** Never published: shown only in draft mode. */
  draft?: boolean;
  /** Drawn as an asset linked from `imageField` (`coverImage` unless it says). */
  image?: Picture;
  imageField?: string;
  fields: SampleFields;
  zh: SampleCopy;
  en: SampleCopy;
};

/** A picture of its own (embedded in rich text as `![asset:ID]`), titled in both locales. */
export type SampleImage = Picture & {
  id: string;
  width: number;
  height: number;
  zh: string;
  en: string;
};
