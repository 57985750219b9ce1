// Pictures placed inside blog article bodies (![asset:id]).
import type { SampleImage } from '../../sample-entry';

export const blogImages: SampleImage[] = [
  {
    id: 'img-instalment-steps',
    motif: 'phone',
    palette: 'ember',
    width: 1200,
    height: 675,
    zh: '在 App 內選擇分期的示意圖',
    en: 'Choosing instalments in the app (illustration)',
  },
];
