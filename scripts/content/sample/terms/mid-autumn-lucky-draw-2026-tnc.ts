import { commonEn, commonZh, terms } from './terms';

export const entry = terms(
  'mid-autumn-lucky-draw-2026-tnc',
  '2026-08-15',
  {
    title: '中秋簽賬大抽獎 2026 條款及細則',
    summary: '抽獎的參加方法、獎品、抽獎安排及得獎通知。',
    body: `## 推廣期

2026 年 8 月 15 日至 2026 年 9 月 30 日。

## 參加方法

- 推廣期內每累積合資格簽賬滿 HK$500，即自動獲得一次抽獎機會。
- 每位持卡人最多 20 次抽獎機會。

## 抽獎及得獎通知

- 抽獎於 2026 年 10 月 15 日在獨立見證人監督下以電腦隨機抽出。
- 得獎者會於抽獎後 14 個工作天內收到短訊通知，並須於通知後 30 日內領獎。
- 得獎名單以遮蔽後的卡號末四位公布。

## 牌照

本推廣活動已獲發商業推廣競賽牌照，牌照號碼：000123。

${commonZh}`,
  },
  {
    title: 'Mid-Autumn lucky draw 2026: terms and conditions',
    summary: 'How to enter, the prizes, the draw and how winners are told.',
    body: `## Promotion period

15 August 2026 to 30 September 2026.

## How to enter

- Every HK$500 of eligible spending during the promotion earns one entry automatically.
- Up to 20 entries per cardholder.

## The draw and notification

- The draw is made at random by computer on 15 October 2026 under the supervision of an independent witness.
- Winners are notified by SMS within 14 working days of the draw and must collect their prize within 30 days of the notice.
- Winners are announced by the last four digits of their masked card number.

## Licence

This promotion is covered by Trade Promotion Competition Licence No. 000123.

${commonEn}`,
  },
);
