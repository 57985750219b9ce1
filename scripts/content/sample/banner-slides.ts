// Banner slides of the card site's home page.
import type { Picture, SampleCopy, SampleEntry } from '../sample-entry';

const slide = (
  order: number,
  slug: string,
  link: string,
  image: Picture,
  zh: SampleCopy,
  en: SampleCopy,
): SampleEntry[] => [
  {
    type: 'konewWebsiteBannerSlides',
    id: `slide-${slug}`,
    image: { ...image, width: 1600, height: 640, align: 'right' },
    imageField: 'image',
    fields: { slug, order, link },
    zh,
    en,
  },
  {
    type: 'konewWebsiteBannerSlidesMobile',
    id: `slide-mobile-${slug}`,
    image: { ...image, width: 750, height: 900, align: 'top' },
    imageField: 'image',
    fields: { slug, order, link },
    zh,
    en,
  },
];

export const bannerSlides: SampleEntry[] = [
  ...slide(
    1,
    'pay-later',
    '/InstallmentIntroRoute',
    // A calendar, not a card: the hero under the carousel shows the card's own face (card-art.tsx).
    { motif: 'calendar', palette: 'ember' },
    {
      title: '分期日曆插圖',
      heading: '先買後付，分 3、4 或 5 期',
      subheading: '合作商戶簽賬即可分期，最長 46 日免息還款期。',
      ctaLabel: '了解先買後付',
    },
    {
      title: 'Illustration of an instalment calendar',
      heading: 'Buy now, pay in 3, 4 or 5 instalments',
      subheading: 'Split purchases at partner merchants, with up to 46 days interest-free.',
      ctaLabel: 'How pay later works',
    },
  ),
  ...slide(
    2,
    'welcome-offer',
    '/promotions/new-cardholder-welcome',
    { motif: 'gift', palette: 'plum' },
    {
      title: '迎新禮物插圖',
      heading: '新客迎新禮 HK$300 超市禮券',
      subheading: '發卡後 60 日內累積簽賬滿 HK$3,000 即可獲得。',
      ctaLabel: '查看迎新優惠',
    },
    {
      title: 'Illustration of a welcome gift',
      heading: 'A HK$300 supermarket voucher to welcome you',
      subheading: 'Spend HK$3,000 within 60 days of getting your card.',
      ctaLabel: 'See the welcome offer',
    },
  ),
  ...slide(
    3,
    'sme-loan',
    '/sme-loan',
    { motif: 'store', palette: 'mint' },
    {
      title: '店舖插圖',
      heading: 'KCash 中小企貸款',
      subheading: '最快 3 個工作天批核，毋須抵押。借錢梗要還，咪俾錢中介。',
      ctaLabel: '了解中小企貸款',
    },
    {
      title: 'Illustration of a shop front',
      heading: 'KCash SME Loan',
      subheading:
        "Approval in as little as 3 working days, no collateral. You have to repay your loans. Don't pay any intermediaries.",
      ctaLabel: 'About the SME loan',
    },
  ),
];
