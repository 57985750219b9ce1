// A card promotion (konewCardCampaign of type promotion).
import type { Picture, SampleCopy, SampleEntry, SampleFields } from '../../sample-entry';

export type Campaign = (
  id: string,
  image: Picture,
  fields: SampleFields,
  zh: SampleCopy,
  en: SampleCopy,
) => SampleEntry;

export const promo: Campaign = (id, image, fields, zh, en) => ({
  type: 'konewCardCampaign',
  id,
  image,
  fields: { type: 'promotion', ...fields },
  zh,
  en,
});
