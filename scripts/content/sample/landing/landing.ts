// A landing page (konewLandingPage) with its hero image.
import type { Picture, SampleCopy, SampleEntry, SampleFields } from '../../sample-entry';

export const landing = (
  slug: string,
  type: string,
  image: Picture,
  fields: SampleFields,
  zh: SampleCopy,
  en: SampleCopy,
): SampleEntry => ({
  type: 'konewLandingPage',
  id: `landing-${slug.replace(/_/g, '-')}`,
  image: { ...image, width: 1200, height: 675 },
  imageField: 'heroImage',
  fields: { slug, type, ...fields },
  zh,
  en,
});
