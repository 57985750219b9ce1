import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'blogPost',
  id: 'blog-online-shopping-safety',
  image: { motif: 'laptop', palette: 'sun' },
  fields: {
    slug: 'online-shopping-safety-checklist',
    topics: ['security'],
    featured: false,
    hot: false,
    publishDate: '2026-03-18',
  },
  zh: {
    title: '網購安全清單：付款前檢查這 5 點',
    summary: '網購方便，但假網店和盜用卡資料的個案時有發生。付款前花一分鐘檢查五件事，買得更安心。',
    author: '編輯部',
    body: `網上購物已成日常，但付款前多一步檢查，可以減少被騙或卡資料被盜用的風險。

## 付款前的 5 點檢查

1. **網址是否正確**：留意拼寫相近的假網址。
2. **價錢是否合理**：遠低於市價的「清貨價」要特別小心。
3. **商戶資料是否齊全**：正規網店會列出公司名稱、地址及退貨政策。
4. **付款頁面是否安全**：確認使用加密連線，不要使用公共無線網絡付款。
5. **是否要求不尋常的付款方式**：要求轉賬到私人戶口的，多數有問題。

## 收到貨後

- 保留訂單確認及付款紀錄
- 核對信用卡結單，發現不明交易立即報告

## 遇到問題

如發現未經授權的交易，請盡快致電發卡機構，並考慮向警方報案。`,
  },
  en: {
    title: 'Online shopping safety: five checks before you pay',
    summary:
      'Online shopping is convenient, but fake shops and stolen card details are real. Take a minute for five checks before you pay.',
    author: 'Editorial team',
    body: `Shopping online is part of daily life. One more check before you pay lowers the risk of being cheated or having your card details stolen.

## Five checks before paying

1. **Is the address right?** Watch for look-alike spellings.
2. **Is the price believable?** Be wary of clearance prices far below the market.
3. **Are the merchant's details complete?** Genuine shops list a company name, address and returns policy.
4. **Is the payment page secure?** Make sure the connection is encrypted, and do not pay over public Wi-Fi.
5. **Is the payment method unusual?** A request to transfer to a personal account is a warning sign.

## After delivery

- Keep your order confirmation and payment record
- Check your card statement and report any transaction you do not recognise at once

## If something goes wrong

If you find an unauthorised transaction, call your card issuer as soon as possible and consider reporting it to the police.`,
  },
};
