// News of the card site (konewNewsPost).
import type { SampleEntry } from '../sample-entry';

export const newsPosts: SampleEntry[] = [
  {
    type: 'konewNewsPost',
    id: 'news-app-new-version',
    image: { motif: 'phone', palette: 'sky' },
    fields: {
      slug: 'konew-app-new-version',
      topics: [],
      featured: true,
      hot: false,
      publishDate: '2026-11-05',
    },
    zh: {
      title: 'Konew App 全新版本上線：一按分期、電子結單更清晰',
      summary: '新版 Konew App 重新設計分期流程和結單頁面，並加入還款提示及交易通知設定。',
      source: 'Konew 新聞稿',
      body: `Konew App 新版本現已推出，重點改進如下：

- **一按分期**：在交易紀錄直接選擇 3、4 或 5 期，確認前清楚顯示手續費及實際年利率。
- **電子結單**：按類別整理簽賬，方便您掌握每月開支。
- **還款提示**：可自訂到期前提示的日數。
- **交易通知**：每筆簽賬即時推送通知。

請到 App Store、Google Play 或 AppGallery 更新至最新版本，或前往 [下載 App](/download_app) 頁面。`,
    },
    en: {
      title: 'New Konew App: one-tap instalments and clearer e-statements',
      summary:
        'The new Konew App redesigns the instalment flow and the statement pages, and adds payment reminders and transaction alert settings.',
      source: 'Konew press release',
      body: `A new version of the Konew App is out. What has changed:

- **One-tap instalments**: choose 3, 4 or 5 instalments right from your transactions, with the handling fee and effective annual rate shown before you confirm.
- **E-statements**: spending grouped by category, so you see where your money goes each month.
- **Payment reminders**: choose how many days before the due date you are reminded.
- **Transaction alerts**: a notification for every purchase as it happens.

Update from the App Store, Google Play or AppGallery, or visit [download the app](/download_app).`,
    },
  },
  {
    type: 'konewNewsPost',
    id: 'news-new-partner-merchants',
    image: { motif: 'store', palette: 'ember' },
    fields: {
      slug: 'new-partner-merchants',
      topics: [],
      featured: false,
      hot: false,
      publishDate: '2026-09-28',
    },
    zh: {
      title: '合作商戶再增加：電子產品、進修及醫療美容均可分期',
      summary:
        '我們新增多間電子產品、教育及醫療美容合作商戶，於這些商戶簽賬均可選擇分 3、4 或 5 期。',
      source: 'Konew 新聞稿',
      body: `為了讓持卡人有更多選擇，我們持續擴大合作商戶網絡。今季新增的商戶涵蓋：

- 電子產品及家電
- 語言及專業進修課程
- 眼科、牙科及體檢服務

完整名單可於 [分期商戶](/mall) 頁面查看，名單會不時更新。付款時請留意商戶是否提供 Konew 分期。`,
    },
    en: {
      title: 'More partner merchants: electronics, courses and healthcare now in instalments',
      summary:
        'We have added partner merchants in electronics, education and healthcare. Purchases with them can be split into 3, 4 or 5 instalments.',
      source: 'Konew press release',
      body: `To give cardholders more choice, we keep growing our partner network. This season's new merchants cover:

- Electronics and home appliances
- Language and professional courses
- Eye care, dental care and health checks

See the full list on the [partner merchants](/mall) page; it is updated from time to time. When you pay, check that the merchant offers Konew instalments.`,
    },
  },
  {
    type: 'konewNewsPost',
    id: 'news-sha-tin-saturday',
    image: { motif: 'clock', palette: 'mint' },
    fields: {
      slug: 'sha-tin-branch-saturday-hours',
      topics: [],
      featured: false,
      hot: false,
      publishDate: '2026-07-30',
    },
    zh: {
      title: '沙田分行星期六上午照常服務',
      summary: '沙田分行逢星期六 09:00 至 13:00 開放，方便平日未能抽空的客戶辦理業務。',
      source: 'Konew 客戶通知',
      body: `為方便平日工作繁忙的客戶，沙田分行逢星期六上午 09:00 至 13:00 照常服務。

其他分行的辦公時間維持不變：星期一至五 09:00 至 19:00，星期六、日及公眾假期休息。

各分行地址可於 [分行地址](/store-address) 頁面查看。`,
    },
    en: {
      title: 'Sha Tin branch now open on Saturday mornings',
      summary:
        'Our Sha Tin branch opens on Saturdays from 09:00 to 13:00 for customers who cannot visit on weekdays.',
      source: 'Konew customer notice',
      body: `For customers who are busy on weekdays, our Sha Tin branch is open on Saturday mornings from 09:00 to 13:00.

Opening hours of the other branches stay the same: Monday to Friday 09:00 to 19:00, closed on Saturdays, Sundays and public holidays.

Find every branch on the [branch addresses](/store-address) page.`,
    },
  },
  {
    type: 'konewNewsPost',
    id: 'news-apple-pay',
    image: { motif: 'contactless', palette: 'slate' },
    fields: {
      slug: 'konew-card-apple-pay',
      topics: [],
      featured: false,
      hot: false,
      publishDate: '2026-06-02',
    },
    zh: {
      title: 'Konew 卡支援 Apple Pay',
      summary: '您現在可以把 Konew 卡加入 Apple Pay，用蘋果手機或智能手錶在商店、App 及網站付款。',
      source: 'Konew 新聞稿',
      body: `Konew 卡現已支援 Apple Pay。把卡加入蘋果手機的「錢包」App 後，即可在支援感應付款的商店，以及 App 和網站內使用。

使用 Apple Pay 時，您的卡號不會儲存在裝置上，也不會與商戶分享，每筆交易都需要以面容、指紋或密碼確認。

設定步驟請參閱 [Apple Pay 使用指南](/promotion_material/apple_pay)。`,
    },
    en: {
      title: 'Konew Card now works with Apple Pay',
      summary:
        'Add your Konew Card to Apple Pay and pay with your iPhone or Apple Watch in shops, in apps and on the web.',
      source: 'Konew press release',
      body: `The Konew Card now supports Apple Pay. Add the card to Wallet on your iPhone and use it in shops that take contactless payments, as well as in apps and on websites.

With Apple Pay your card number is not stored on the device or shared with merchants, and every payment is confirmed with Face ID, Touch ID or your passcode.

See the [Apple Pay guide](/promotion_material/apple_pay) for the set-up steps.`,
    },
  },
];
