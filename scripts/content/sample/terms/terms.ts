// A terms page (konewTermsPage), and the general terms every promotion's terms end with.
import type { SampleCopy, SampleEntry } from '../../sample-entry';

export const terms = (
  slug: string,
  effectiveDate: string,
  zh: SampleCopy,
  en: SampleCopy,
): SampleEntry => ({
  type: 'konewTermsPage',
  id: `tnc-${slug}`,
  fields: { slug, effectiveDate },
  zh,
  en,
});

export const commonZh = `## 一般條款

- 推廣只適用於 Konew 卡主卡及附屬卡持卡人，賬戶須於推廣期內及獎賞發放時維持有效及信用良好。
- 合資格簽賬不包括現金透支、繳費、轉賬、賭博交易及其後被取消或退款的交易。
- 本公司保留隨時修改或終止推廣及本條款的權利，並會在網站公布。如有任何爭議，本公司保留最終決定權。
- 如本條款的中英文版本有任何歧異，概以英文版本為準。

## 個人資料

參加推廣所提供的個人資料，會按照我們的 [私隱政策](/privacy) 處理。`;

export const commonEn = `## General terms

- The promotion is open to principal and supplementary Konew Card holders whose accounts are valid and in good standing during the promotion and when the reward is given.
- Eligible purchases exclude cash advances, bill payments, transfers, gambling transactions and any purchase later cancelled or refunded.
- We may change or end the promotion and these terms at any time and will announce any change on this website. In case of dispute, our decision is final.
- If the English and Chinese versions differ, the English version prevails.

## Personal data

Personal data provided for the promotion is handled under our [privacy policy](/privacy).`;
