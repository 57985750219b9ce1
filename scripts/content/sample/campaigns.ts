// Card lucky draws (konewCardCampaign, type lucky_draw) with their winners.
import type { SampleEntry } from '../sample-entry';
import { type Campaign } from './promotions/promo';

const draw: Campaign = (id, image, fields, zh, en) => ({
  type: 'konewCardCampaign',
  id,
  image,
  fields: { type: 'lucky_draw', cardholderOnly: true, featured: false, ...fields },
  zh,
  en,
});

const winners = (prizesZh: string[], prizesEn: string[], ids: string[]) => ({
  zh: ids.map((identifier, i) => ({ prize: prizesZh[i] ?? '', identifier })),
  en: ids.map((identifier, i) => ({ prize: prizesEn[i] ?? '', identifier })),
});

const midAutumn = winners(
  [
    '頭獎：日本來回機票兩張',
    '二獎：HK$2,000 超市禮券',
    '二獎：HK$2,000 超市禮券',
    '三獎：HK$500 電子禮券',
    '三獎：HK$500 電子禮券',
    '三獎：HK$500 電子禮券',
  ],
  [
    'First prize: two return tickets to Japan',
    'Second prize: HK$2,000 supermarket voucher',
    'Second prize: HK$2,000 supermarket voucher',
    'Third prize: HK$500 e-voucher',
    'Third prize: HK$500 e-voucher',
    'Third prize: HK$500 e-voucher',
  ],
  [
    '**** **** **** 1024',
    '**** **** **** 5831',
    '**** **** **** 0472',
    '**** **** **** 9316',
    '**** **** **** 2208',
    '**** **** **** 6650',
  ],
);
const summer = winners(
  ['頭獎：最新款手提電腦', '二獎：無線耳機', '二獎：無線耳機', '三獎：HK$300 電子禮券'],
  [
    'First prize: the latest laptop',
    'Second prize: wireless earphones',
    'Second prize: wireless earphones',
    'Third prize: HK$300 e-voucher',
  ],
  ['**** **** **** 3307', '**** **** **** 7719', '**** **** **** 1185', '**** **** **** 4402'],
);
const spring = winners(
  [
    '頭獎：HK$10,000 旅遊禮券',
    '二獎：HK$1,000 電子禮券',
    '三獎：HK$200 電子禮券',
    '三獎：HK$200 電子禮券',
    '三獎：HK$200 電子禮券',
  ],
  [
    'First prize: HK$10,000 travel voucher',
    'Second prize: HK$1,000 e-voucher',
    'Third prize: HK$200 e-voucher',
    'Third prize: HK$200 e-voucher',
    'Third prize: HK$200 e-voucher',
  ],
  [
    '**** **** **** 8841',
    '**** **** **** 2950',
    '**** **** **** 6173',
    '**** **** **** 0386',
    '**** **** **** 5529',
  ],
);

export const campaigns: SampleEntry[] = [
  draw(
    'draw-mid-autumn-2026',
    { motif: 'lantern', palette: 'sun' },
    {
      slug: 'mid-autumn-lucky-draw-2026',
      startDate: '2026-08-15',
      endDate: '2026-09-30',
      drawDate: '2026-10-15',
      licenceNumber: '000123',
      termsSlug: 'mid-autumn-lucky-draw-2026-tnc',
    },
    {
      title: '中秋簽賬大抽獎 2026',
      summary: '推廣期內每簽賬滿 HK$500 即獲一次抽獎機會。得獎名單現已公布。',
      winners: midAutumn.zh,
      body: `多謝各位持卡人參加中秋簽賬大抽獎！抽獎已於 2026 年 10 月 15 日在獨立見證人監督下進行。得獎者將於 14 個工作天內收到短訊通知，請留意。`,
    },
    {
      title: 'Mid-Autumn lucky draw 2026',
      summary:
        'Every HK$500 spent during the promotion earned one draw entry. The winners are now announced.',
      winners: midAutumn.en,
      body: `Thank you to every cardholder who joined the Mid-Autumn lucky draw! The draw took place on 15 October 2026 under the supervision of an independent witness. Winners will be notified by SMS within 14 working days.`,
    },
  ),
  draw(
    'draw-summer-app-2026',
    { motif: 'headphones', palette: 'sky' },
    {
      slug: 'summer-app-lucky-draw-2026',
      startDate: '2026-06-01',
      endDate: '2026-07-31',
      drawDate: '2026-08-20',
      licenceNumber: '000118',
      termsSlug: 'promotions-general',
    },
    {
      title: '夏日 App 簽賬抽獎 2026',
      summary: '於 Konew App 內完成分期即獲抽獎機會。得獎名單已公布。',
      winners: summer.zh,
      body: `抽獎已於 2026 年 8 月 20 日進行，得獎者已獲短訊通知。獎品須於通知後 30 日內領取。`,
    },
    {
      title: 'Summer app lucky draw 2026',
      summary:
        'Each instalment plan set up in the Konew App earned a draw entry. The winners are announced.',
      winners: summer.en,
      body: `The draw took place on 20 August 2026 and the winners have been notified by SMS. Prizes must be collected within 30 days of the notice.`,
    },
  ),
  draw(
    'draw-spring-2026',
    { motif: 'suitcase', palette: 'mint' },
    {
      slug: 'spring-lucky-draw-2026',
      startDate: '2026-02-01',
      endDate: '2026-03-31',
      drawDate: '2026-04-15',
      licenceNumber: '000107',
      termsSlug: 'promotions-general',
    },
    {
      title: '春日簽賬大抽獎 2026',
      summary: '春日期間簽賬即有機會贏取 HK$10,000 旅遊禮券。得獎名單已公布。',
      winners: spring.zh,
      body: `抽獎已於 2026 年 4 月 15 日進行，所有獎品已經派發。多謝參與！`,
    },
    {
      title: 'Spring lucky draw 2026',
      summary:
        'Spending in spring gave a chance to win a HK$10,000 travel voucher. The winners are announced.',
      winners: spring.en,
      body: `The draw took place on 15 April 2026 and all prizes have been given out. Thank you for taking part!`,
    },
  ),
];
