import { landing } from './landing';

export const entry = landing(
  'partner-week',
  'campaign',
  { motif: 'bag', palette: 'ember' },
  { ctaUrl: '/mall', endDate: '2027-01-15' },
  {
    title: '合作商戶分期週',
    summary: '一連七日，於精選合作商戶分期購物，認住 Konew 分期標誌。',
    ctaLabel: '查看合作商戶',
    body: `合作商戶分期週期間，精選電子產品、家居及健身商戶都接受 Konew 分期。

## 點樣參加？

1. 於合作商戶以 Konew 卡付款。
2. 在 Konew App 選擇分 3、4 或 5 期。
3. 按月還款，清楚簡單。

查看 [全部合作商戶](/mall)。`,
  },
  {
    title: 'Partner merchant instalment week',
    summary:
      'Seven days of instalment shopping at selected partner merchants. Look for the Konew instalments sign.',
    ctaLabel: 'See the partner merchants',
    body: `During partner week, selected electronics, home and fitness merchants all take Konew instalments.

## How to join

1. Pay with your Konew Card at a partner merchant.
2. Choose 3, 4 or 5 instalments in the Konew App.
3. Repay month by month: clear and simple.

See [all partner merchants](/mall).`,
  },
);
