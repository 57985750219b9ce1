import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-travel-spending',
  image: { motif: 'globe', palette: 'sky' },
  fields: {
    slug: 'travel-spending-tips',
    topics: ['travel'],
    featured: false,
    hot: false,
    publishDate: '2026-05-22',
  },
  zh: {
    title: '出門旅行用卡：外幣簽賬、預先授權與分期要點',
    summary:
      '在外地用卡前，先了解外幣簽賬的計算方法、酒店和租車的預先授權，以及哪些旅遊消費可以分期。',
    author: 'Konew 編輯部',
    body: `旅行時用卡方便，但有幾件事最好出發前先了解。

## 外幣簽賬

在海外或網上以外幣簽賬，金額會按結算當日的匯率折算為港幣，並可能涉及外幣交易手續費。簽賬時如被問到以港幣還是當地貨幣付款，選擇 **當地貨幣** 通常較化算。

## 預先授權

酒店入住、租車或加油時，商戶可能會先凍結一筆按金額度。這筆款項一般在退房或還車後數天內解除，期間會佔用您的可用信用額。

## 機票和酒店可以分期嗎？

於指定合作商戶預訂的機票、酒店及旅行團，可以選擇分 3、4 或 5 期。詳情可參考 [航空公司簽賬分期](/promotion_material/airline_mcc_dpp)。

## 出發前清單

- 在 Konew App 確認已開啟海外簽賬功能
- 記下客戶服務熱線，遺失卡時可即時致電
- 預留足夠信用額應付預先授權`,
  },
  en: {
    title: 'Using your card abroad: foreign currency, pre-authorisations and instalments',
    summary:
      'Before you spend abroad, know how foreign currency purchases are converted, how hotel and car hire pre-authorisations work, and which travel spending can go into instalments.',
    author: 'Konew editorial team',
    body: `A card makes travel easier, but a few things are worth knowing before you leave.

## Foreign currency purchases

Purchases abroad or online in a foreign currency are converted into Hong Kong dollars at the rate on the settlement day, and a foreign transaction fee may apply. If a merchant asks whether to charge you in Hong Kong dollars or the local currency, **local currency** usually works out cheaper.

## Pre-authorisations

Hotels, car hire firms and petrol stations may first hold a deposit on your card. The hold is normally released a few days after you check out or return the car, and until then it uses part of your available credit.

## Can flights and hotels go into instalments?

Flights, hotels and tours booked with designated partner merchants can be split into 3, 4 or 5 instalments. See [airline instalments](/promotion_material/airline_mcc_dpp).

## Before you go

- Check in the Konew App that overseas spending is switched on
- Note down the customer service hotline in case you lose your card
- Leave enough credit for pre-authorisations`,
  },
};
