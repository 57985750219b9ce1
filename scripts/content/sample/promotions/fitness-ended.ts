import { promo } from './promo';

export const entry = promo(
  'promo-fitness-ended',
  { motif: 'dumbbell', palette: 'mint' },
  {
    slug: 'summer-fitness-offer',
    instalmentOffer: true,
    startDate: '2026-06-01',
    endDate: '2026-08-31',
    featured: false,
    cardholderOnly: false,
    termsSlug: 'promotions-general',
  },
  {
    title: '夏日健身優惠：健身會籍分期送運動毛巾',
    summary: '於指定健身中心以 Konew 卡分期購買會籍，即送運動毛巾一條。此推廣已經結束。',
    merchant: '指定健身合作商戶',
    body: `於推廣期內在指定健身中心以 Konew 卡購買會籍並選擇分期，即送運動毛巾一條，數量有限，送完即止。`,
  },
  {
    title: 'Summer fitness offer: a sports towel with a membership in instalments',
    summary:
      'Buy a gym membership in instalments with your Konew Card at a designated fitness centre and get a sports towel. This promotion has ended.',
    merchant: 'Designated fitness partners',
    body: `During the promotion, buy a membership at a designated fitness centre with your Konew Card and choose instalments to get a sports towel, while stocks last.`,
  },
);
