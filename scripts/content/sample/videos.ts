// Videos of the card site (konewVideoPost).
import type { SampleEntry } from '../sample-entry';

export const videoPosts: SampleEntry[] = [
  {
    type: 'konewVideoPost',
    id: 'video-instalment-in-app',
    image: { motif: 'receipt', palette: 'ember' },
    fields: {
      slug: 'video-split-purchase-in-app',
      topics: ['instalments'],
      featured: true,
      hot: false,
      publishDate: '2026-10-20',
      videoUrl: 'https://videos.example.com/konew/split-purchase-in-app',
      duration: '2:15',
    },
    zh: {
      title: '教學影片：在 App 內把簽賬分期',
      summary: '兩分鐘示範如何在 Konew App 選擇交易、揀選期數，以及確認前查看手續費和實際年利率。',
      body: `這段影片示範：

1. 在交易紀錄找到合資格的簽賬
2. 選擇分 3、4 或 5 期
3. 查看每月還款額、一次性手續費及實際年利率
4. 確認分期並在結單查看

有疑問？請參閱 [先買後付常見問題](/faq#bnpl)。`,
    },
    en: {
      title: 'Video: split a purchase into instalments in the app',
      summary:
        'A two-minute walk-through: pick a transaction in the Konew App, choose the number of instalments and check the handling fee and effective annual rate before you confirm.',
      body: `This video shows how to:

1. Find an eligible purchase in your transactions
2. Choose 3, 4 or 5 instalments
3. Check the monthly repayment, one-time handling fee and effective annual rate
4. Confirm and find the plan on your statement

Questions? See the [buy now, pay later FAQ](/faq#bnpl).`,
    },
  },
  {
    type: 'konewVideoPost',
    id: 'video-activate-card',
    image: { motif: 'key', palette: 'sky' },
    fields: {
      slug: 'video-activate-card',
      topics: ['security'],
      featured: false,
      hot: false,
      publishDate: '2026-08-08',
      videoUrl: 'https://videos.example.com/konew/activate-card',
      duration: '1:00',
    },
    zh: {
      title: '60 秒啟動 Konew 卡',
      summary: '收到新卡後，只需在 App 內完成幾個步驟就能啟動並設定密碼。',
      body: `收到 Konew 卡後，打開 App，選擇「啟動卡片」，核對卡背資料並設定私人密碼即可。

更多說明請前往 [啟動卡片](/active_card) 頁面。`,
    },
    en: {
      title: 'Activate your Konew Card in 60 seconds',
      summary: 'When your new card arrives, a few steps in the app activate it and set your PIN.',
      body: `When your Konew Card arrives, open the app, choose "Activate card", check the details on the back of the card and set your PIN.

More on the [card activation](/active_card) page.`,
    },
  },
  {
    type: 'konewVideoPost',
    id: 'video-apple-pay-setup',
    image: { motif: 'smartwatch', palette: 'slate' },
    fields: {
      slug: 'video-apple-pay-setup',
      topics: ['security'],
      featured: false,
      hot: false,
      publishDate: '2026-06-05',
      videoUrl: 'https://videos.example.com/konew/apple-pay-setup',
      duration: '1:30',
    },
    zh: {
      title: '把 Konew 卡加入 Apple Pay',
      summary: '示範如何在蘋果手機的「錢包」App 加入 Konew 卡，以及首次付款時要注意的事項。',
      body: `影片示範在蘋果手機的「錢包」App 加入 Konew 卡的步驟，以及如何在蘋果智能手錶上使用。

詳細步驟亦可參閱 [Apple Pay 使用指南](/promotion_material/apple_pay)。`,
    },
    en: {
      title: 'Add your Konew Card to Apple Pay',
      summary:
        'How to add your Konew Card to Wallet on iPhone, and what to know before your first payment.',
      body: `The video shows how to add your Konew Card to Wallet on iPhone and how to use it on Apple Watch.

The steps are also in the [Apple Pay guide](/promotion_material/apple_pay).`,
    },
  },
];
