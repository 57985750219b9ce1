// Blog articles of the card site (konewBlogPost, and blogPost for articles shared by every product).
import type { SampleEntry, SampleImage } from '../sample-entry';

export const blogPosts: SampleEntry[] = [
  {
    type: 'konewBlogPost',
    id: 'blog-instalment-basics',
    image: { motif: 'card', palette: 'ember' },
    fields: {
      slug: 'instalment-basics',
      topics: ['instalments'],
      featured: true,
      hot: true,
      publishDate: '2026-11-10',
    },
    zh: {
      title: '先買後付點運作？3 分鐘看懂分 3、4、5 期',
      summary:
        '於合作商戶簽賬後，可把貨款平均分為 3、4 或 5 個月攤還。本文一次過講清楚流程、費用同要留意的地方。',
      author: 'Konew 編輯部',
      body: `「先買後付」讓您先取得貨品或服務，再按月分期還款。用 Konew 卡於指定合作商戶付款時，您可以選擇把該筆簽賬分為 3、4 或 5 期。

## 分期流程

1. 於合作商戶用 Konew 卡付款。
2. 在 Konew App 的交易紀錄中選擇該筆簽賬，按「分期」。
3. 揀選 3、4 或 5 個月，App 會顯示每月還款額、一次性手續費及實際年利率。
4. 確認後，每月結單會列出當期應還金額。

## 以 HK$10,000 簽賬為例

分 3 期，每月本金約 HK$3,333；分 4 期為 HK$2,500；分 5 期為 HK$2,000。一次性手續費會在您確認前清楚列明，並同時顯示相應的實際年利率，方便您比較。

![asset:img-instalment-steps]

## 要留意的地方

- 分期只適用於指定合作商戶的簽賬，可於 [分期商戶](/mall) 頁面查看。
- 確認分期後，期數一般不能更改；如想提早還清，請先查閱條款。
- 請按時還款，逾期還款會影響您的信貸紀錄。

想知道更多，可以閱讀 [分 3 期定 5 期？](entry:blog-choose-instalment-term) 或到 [常見問題](/faq) 查看。`,
    },
    en: {
      title: 'How does buy now, pay later work? Split into 3, 4 or 5 instalments in 3 minutes',
      summary:
        'Pay at a partner merchant, then spread the amount evenly over 3, 4 or 5 months. Here is the process, the cost and what to watch out for.',
      author: 'Konew editorial team',
      body: `Buy now, pay later lets you take your purchase home today and repay it in monthly instalments. When you pay with your Konew Card at a designated partner merchant, you can split that purchase into 3, 4 or 5 instalments.

## How it works

1. Pay with your Konew Card at a partner merchant.
2. In the Konew App, open the transaction and tap "Instalments".
3. Choose 3, 4 or 5 months. The app shows the monthly repayment, the one-time handling fee and the effective annual rate.
4. Once you confirm, each monthly statement shows the instalment due.

## Example: a HK$10,000 purchase

Over 3 months the principal is about HK$3,333 a month; over 4 months HK$2,500; over 5 months HK$2,000. The one-time handling fee is shown before you confirm, together with its effective annual rate, so you can compare.

![asset:img-instalment-steps]

## Good to know

- Instalments apply only to purchases at designated partner merchants; see [partner merchants](/mall).
- Once confirmed, the number of instalments usually cannot be changed. Check the terms before repaying early.
- Repay on time: late repayments affect your credit record.

Read on with [3 or 5 instalments?](entry:blog-choose-instalment-term) or visit the [FAQ](/faq).`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-choose-instalment-term',
    image: { motif: 'calendar', palette: 'sky' },
    fields: {
      slug: 'choose-instalment-term',
      topics: ['instalments', 'money-tips'],
      featured: false,
      hot: false,
      publishDate: '2026-10-28',
    },
    zh: {
      title: '分 3 期定 5 期？揀期數前要諗清楚的 4 件事',
      summary: '期數愈多，每月還款愈輕，但總成本未必一樣。用四個問題幫您揀出最適合自己的分期方案。',
      author: 'Konew 編輯部',
      body: `同一筆簽賬，分 3 期和分 5 期的每月還款額可以相差不少。揀期數之前，不妨先問自己以下四個問題。

## 1. 每月可以預留多少？

先計算每月收入扣除租金、交通、膳食等固定開支後的餘額。一般建議所有分期的每月還款總額，不多於可動用餘額的三成。

## 2. 手續費和實際年利率是多少？

App 會在您確認前顯示一次性手續費及實際年利率。比較不同期數時，請以實際年利率作準，而不是只看每月還款額。

## 3. 件貨用得幾耐？

分期期數最好不要長過貨品的使用年期。例如一部會用三年的手提電腦，分 5 期問題不大；一次性的旅遊消費，則宜盡快還清。

## 4. 未來幾個月有冇大筆開支？

如果預計稍後有學費、保險或節日開支，選擇較多期數可以令現金流更平均。

> 小提示：同一時間的分期計劃不宜太多，以免忘記還款日期。`,
    },
    en: {
      title: '3 or 5 instalments? Four questions to ask before you choose',
      summary:
        'More instalments mean a lighter monthly repayment, but not always the same total cost. Four questions to find the plan that fits you.',
      author: 'Konew editorial team',
      body: `The same purchase can mean quite different monthly repayments over 3 or 5 months. Ask yourself these four questions before you choose.

## 1. How much can you set aside each month?

Start from your monthly income and take away rent, transport, food and other fixed costs. As a rule of thumb, keep all your instalments together under a third of what is left.

## 2. What are the handling fee and the effective annual rate?

The app shows the one-time handling fee and the effective annual rate before you confirm. Compare plans by the effective annual rate, not just by the monthly amount.

## 3. How long will you use what you bought?

Try not to repay for longer than you will use the item. A laptop you will keep for three years can comfortably go over 5 months; a one-off trip is better repaid quickly.

## 4. Are big bills coming up?

If tuition, insurance or festive spending is due soon, more instalments can keep your cash flow even.

> Tip: avoid running many instalment plans at once, so that no due date slips past you.`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-interest-free-period',
    image: { motif: 'calendar', palette: 'mint' },
    fields: {
      slug: 'interest-free-period-explained',
      topics: ['instalments', 'money-tips'],
      featured: true,
      hot: false,
      publishDate: '2026-09-15',
    },
    zh: {
      title: '最長 46 日免息還款期是怎樣計算的？',
      summary:
        '免息還款期由簽賬日起計，至到期還款日為止。了解結單日與到期日的關係，就能善用最長 46 日的免息期。',
      author: 'Konew 編輯部',
      body: `Konew 卡的免息還款期最長為 46 日。實際日數視乎您在結單週期內哪一天簽賬。

## 結單日與到期還款日

每月結單日會結算上一個週期的簽賬，到期還款日一般在結單日後約半個月。在結單日翌日簽賬，距離到期還款日最遠，免息期最長；在結單日當天簽賬，免息期則最短。

## 例子

假設結單日為每月 1 日，到期還款日為 16 日：

- 10 月 2 日簽賬，會列入 11 月 1 日的結單，11 月 16 日到期，免息期為 45 日。
- 10 月 31 日簽賬，同樣於 11 月 16 日到期，免息期只有 16 日。

## 怎樣才能不付利息？

於到期還款日或之前 **全數** 繳付結單結欠，便不會被收取利息。只繳付最低還款額的話，未清還的結欠會開始計息。

您可以在 Konew App 查看自己的結單日及到期還款日，並設定還款提示。`,
    },
    en: {
      title: 'How is the interest-free period of up to 46 days counted?',
      summary:
        'The interest-free period runs from the day you spend to the payment due date. Know how your statement date and due date relate, and you can use up to 46 days.',
      author: 'Konew editorial team',
      body: `The Konew Card gives you an interest-free period of up to 46 days. How many days you get depends on when in the statement cycle you spend.

## Statement date and payment due date

Each statement date closes the previous cycle, and the payment due date is usually about half a month later. Spend the day after your statement date and you get the longest interest-free period; spend on the statement date itself and you get the shortest.

## An example

Say your statement date is the 1st of each month and the payment is due on the 16th:

- Spend on 2 October: it appears on the 1 November statement, due 16 November, 45 days interest-free.
- Spend on 31 October: also due on 16 November, just 16 days interest-free.

## How to pay no interest

Pay the statement balance **in full** on or before the due date and you pay no interest. If you pay only the minimum, interest starts on the balance left.

You can see your statement and due dates in the Konew App and set a payment reminder there.`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-free-credit-report',
    image: { motif: 'chart', palette: 'slate' },
    fields: {
      slug: 'free-credit-report',
      topics: ['credit-score'],
      featured: false,
      hot: true,
      publishDate: '2026-08-20',
    },
    zh: {
      title: '免費查閱信貸報告：多家信貸資料服務機構模式下要知的事',
      summary:
        '香港現時有多家信貸資料服務機構，您可以每 12 個月向每家免費索取一份個人信貸報告。查閱報告並不代表獲批任何貸款。',
      author: 'Konew 編輯部',
      body: `信貸報告記錄了您的借貸及還款紀錄，是銀行和財務機構審批申請時的重要參考。定期查閱，可以及早發現錯誤或不尋常的紀錄。

## 可以免費查閱幾多次？

在多家信貸資料服務機構模式下，您可以每 12 個月向每家機構免費索取一份個人信貸報告。

## 報告會顯示甚麼？

- 您持有的信用卡及貸款賬戶
- 每月還款紀錄，包括有否逾期
- 最近有哪些機構查閱過您的報告

## 發現錯誤怎麼辦？

如報告內容有誤，可以直接向該信貸資料服務機構提出更正要求，並提供相關證明文件。

Konew App 亦提供 [免費智能信貸報告](/features/free-smart-credit-report) 功能，幫您整理重點。請注意：查閱信貸報告並不代表您的任何申請已獲批核。`,
    },
    en: {
      title: 'Your free credit report under the multiple credit reference agency model',
      summary:
        'Hong Kong now has more than one credit reference agency, and you can get one free report from each of them every 12 months. Checking your report does not mean any loan is approved.',
      author: 'Konew editorial team',
      body: `Your credit report records what you have borrowed and how you have repaid. Banks and lenders rely on it when they assess an application, so checking it regularly helps you catch mistakes or anything unusual early.

## How often is it free?

Under the multiple credit reference agency model you can get one free personal credit report from each agency every 12 months.

## What does the report show?

- The credit cards and loan accounts you hold
- Your monthly repayment record, including any late payments
- Which organisations have recently looked at your report

## Found a mistake?

Ask the credit reference agency concerned to correct it, with documents that support your request.

The Konew App also offers a [free smart credit report](/features/free-smart-credit-report) that sums up the key points. Please note: checking your credit report does not mean any application of yours is approved.`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-build-credit-record',
    image: { motif: 'shield', palette: 'mint' },
    fields: {
      slug: 'build-good-credit-record',
      topics: ['credit-score'],
      featured: false,
      hot: false,
      publishDate: '2026-07-08',
    },
    zh: {
      title: '建立良好信貸紀錄的 6 個好習慣',
      summary:
        '良好的信貸紀錄不是一朝一夕建立的。由準時還款到控制信用額使用率，六個日常習慣幫您穩步累積信用。',
      author: 'Konew 編輯部',
      body: `無論將來想申請按揭、私人貸款還是提高信用額，良好的信貸紀錄都很重要。以下六個習慣，人人都可以做到。

## 六個好習慣

1. **準時還款**：設定自動轉賬或還款提示，避免逾期。
2. **盡量全數清還結欠**：只還最低還款額會令結欠累積。
3. **控制信用額使用率**：經常用盡信用額，可能被視為財務較緊張。
4. **不要短時間內申請太多信貸**：每次申請都可能留下查閱紀錄。
5. **保留歷史較長的賬戶**：信貸歷史愈長，愈能反映您的還款能力。
6. **定期查閱信貸報告**：及早發現錯誤並要求更正。

## 已經有逾期紀錄？

逾期紀錄會在報告中保留一段時間，但只要之後保持準時還款，新的良好紀錄會逐步反映您的改變。

想了解如何查閱報告，可閱讀 [免費查閱信貸報告](entry:blog-free-credit-report)。`,
    },
    en: {
      title: 'Six habits that build a good credit record',
      summary:
        'A good credit record is built over time. From paying on time to keeping your credit use in check, six everyday habits that add up.',
      author: 'Konew editorial team',
      body: `Whether you will one day apply for a mortgage, a personal loan or a higher credit limit, a good credit record matters. These six habits are within everyone's reach.

## Six good habits

1. **Pay on time**: set up autopay or a reminder so nothing is late.
2. **Pay the balance in full when you can**: paying only the minimum lets the balance build up.
3. **Keep your credit use moderate**: always using your full limit can look like financial strain.
4. **Do not apply for a lot of credit at once**: each application can leave an enquiry on your record.
5. **Keep your older accounts**: a longer history shows more of how you repay.
6. **Check your credit report regularly**: spot mistakes early and ask for them to be corrected.

## Already have a late payment?

Late payments stay on your report for a while, but if you repay on time from now on, your new record gradually shows the change.

To see how to get your report, read [your free credit report](entry:blog-free-credit-report).`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-first-salary-budget',
    image: { motif: 'wallet', palette: 'plum' },
    fields: {
      slug: 'first-salary-budget',
      topics: ['money-tips'],
      featured: false,
      hot: true,
      publishDate: '2026-06-18',
    },
    zh: {
      title: '畢業生第一份糧：用 50/30/20 預算法管理收入',
      summary:
        '剛出來工作，人工一到手就不見了？50/30/20 預算法把收入分成必要開支、生活享受和儲蓄三份，簡單易跟。',
      author: 'Konew 編輯部',
      body: `第一份工作的人工，往往是理財習慣的起點。50/30/20 預算法簡單易記，適合剛踏入職場的您。

## 三個比例

- **50% 必要開支**：家用、交通、膳食、電話費及各項還款。
- **30% 生活享受**：娛樂、旅行、購物及興趣。
- **20% 儲蓄及目標**：緊急備用金、進修或置業儲蓄。

## 以月入 HK$18,000 為例

必要開支約 HK$9,000，生活享受約 HK$5,400，儲蓄約 HK$3,600。比例可以按您的情況調整，但儲蓄一項最好「先儲後使」，出糧當日即轉到另一個戶口。

## 分期也要計入預算

用分期購買電腦或課程時，每月還款額應計入「必要開支」。揀期數前，先確定每月還款不會令其他開支失衡。

## 先建立緊急備用金

建議儲起相當於三至六個月開支的備用金，以應付失業、生病等突發情況。`,
    },
    en: {
      title: 'Your first pay cheque: budgeting with the 50/30/20 rule',
      summary:
        'New to work and your salary disappears as soon as it lands? The 50/30/20 rule splits income into needs, wants and savings. Simple to follow.',
      author: 'Konew editorial team',
      body: `Your first salary is often where your money habits begin. The 50/30/20 rule is easy to remember and suits anyone starting out.

## Three shares

- **50% needs**: family contribution, transport, food, phone bills and any repayments.
- **30% wants**: entertainment, travel, shopping and hobbies.
- **20% savings and goals**: an emergency fund, further study or saving for a home.

## On HK$18,000 a month

Needs come to about HK$9,000, wants to HK$5,400 and savings to HK$3,600. Adjust the shares to your situation, but save first: move the savings to a separate account on payday.

## Count instalments in the budget

If you buy a computer or a course in instalments, the monthly repayment belongs under needs. Before choosing the number of instalments, make sure it will not squeeze everything else.

## Build an emergency fund first

Aim for three to six months of expenses set aside for the unexpected, such as losing a job or falling ill.`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-borrow-wisely',
    image: { motif: 'shield', palette: 'ember' },
    fields: {
      slug: 'borrow-wisely-avoid-intermediaries',
      topics: ['money-tips', 'security'],
      featured: true,
      hot: true,
      publishDate: '2026-11-02',
    },
    zh: {
      title: '借錢前要知：看清實際年利率，咪俾錢中介',
      summary: '借貸前比較實際年利率，並留意自稱可「包批」的中介。持牌放債人不會要求您經中介付款。',
      author: 'Konew 編輯部',
      body: `借錢梗要還。借貸之前，先了解清楚成本和風險，才能作出適合自己的決定。

## 比較實際年利率

不同貸款的利息、手續費和還款期各有不同。**實際年利率** 已把手續費等費用計算在內，是比較貸款成本最可靠的指標。根據《放債人條例》，年利率超過 48% 屬違法。

## 小心財務中介

- 自稱可以「包批」或「低息清卡數」的中介，可能收取高昂費用。
- 持牌放債人不會要求您向任何第三者繳付手續費。
- 切勿把身份證、銀行卡或網上理財密碼交給他人。

## 如何核實放債人身份？

您可以在公司註冊處的放債人登記冊查閱放債人牌照。Konew 的放債人牌照號碼列於每一頁的頁尾。

## 遇到可疑情況

如懷疑遇到非法中介或詐騙，可向警方報案。對我們的服務有任何疑問，歡迎 [聯絡我們](/contact-us)。

> 忠告：借錢梗要還，咪俾錢中介`,
    },
    en: {
      title: "Before you borrow: check the effective annual rate and don't pay intermediaries",
      summary:
        'Compare the effective annual rate before you borrow, and beware of intermediaries who promise approval. A licensed money lender never asks you to pay through one.',
      author: 'Konew editorial team',
      body: `You have to repay what you borrow. Understand the cost and the risks first, so the decision is the right one for you.

## Compare the effective annual rate

Loans differ in interest, fees and repayment period. The **effective annual rate** includes the handling fee and similar charges, so it is the most reliable way to compare what loans cost. Under the Money Lenders Ordinance, an annual rate above 48% is unlawful.

## Beware of intermediaries

- Intermediaries who promise guaranteed approval or cheap debt consolidation may charge heavy fees.
- A licensed money lender never asks you to pay a fee to a third party.
- Never hand your identity card, bank card or online banking password to anyone.

## How to check a money lender

You can look up money lender licences in the Companies Registry's register of money lenders. Konew's money lender's licence number is in the footer of every page.

## If something seems wrong

Report suspected illegal intermediaries or fraud to the police. For any question about our services, [contact us](/contact-us).

> Warning: You have to repay your loans. Don't pay any intermediaries.`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-travel-spending',
    image: { motif: 'plane', palette: 'sky' },
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
  },
  {
    type: 'konewBlogPost',
    id: 'blog-tokyo-budget',
    image: { motif: 'plane', palette: 'plum' },
    fields: {
      slug: 'tokyo-five-day-budget',
      topics: ['travel', 'money-tips'],
      featured: false,
      hot: true,
      publishDate: '2026-04-12',
    },
    zh: {
      title: '東京 5 日遊預算表：機票、住宿、交通一覽',
      summary: '計劃去東京？我們把機票、酒店、交通、膳食及購物開支列成預算表，幫您出發前心中有數。',
      author: 'Konew 編輯部',
      body: `東京是不少香港人的熱門目的地。出發前做好預算，玩得更安心。以下以兩人同行、五日四夜為例，金額為每人估算。

## 預算一覽

- **機票**：約 HK$2,500 至 HK$4,500（視乎日子及航空公司）
- **住宿**：商務酒店每晚約 HK$600 至 HK$1,000（兩人分擔）
- **交通**：市內交通約 HK$400，如去近郊可另加 HK$300
- **膳食**：每日約 HK$350
- **購物及門票**：按個人需要預留

## 慳錢小貼士

1. 避開長假期出發，機票和酒店價錢可相差一倍。
2. 市內多用地鐵，善用交通儲值卡。
3. 便利店和超市的早餐又方便又抵食。

## 大額支出可考慮分期

於指定合作商戶預訂機票或酒店，可以選擇分期，令旅費分攤到幾個月。不過旅行屬一次性消費，揀期數時要確保不影響日常預算。

參考更多：[出門旅行用卡要點](entry:blog-travel-spending)`,
    },
    en: {
      title: 'A five-day Tokyo budget: flights, hotel and transport at a glance',
      summary:
        'Planning a trip to Tokyo? We put flights, hotels, transport, food and shopping into one budget so you know what to expect.',
      author: 'Konew editorial team',
      body: `Tokyo is a favourite with Hong Kong travellers. A budget made before you go makes the trip more relaxing. The figures below are per person, for two people travelling together for five days and four nights.

## The budget

- **Flights**: about HK$2,500 to HK$4,500 (depending on dates and airline)
- **Hotel**: a business hotel at about HK$600 to HK$1,000 a night (shared by two)
- **Transport**: about HK$400 in the city, plus HK$300 for a day trip
- **Food**: about HK$350 a day
- **Shopping and tickets**: as you need

## Ways to save

1. Avoid long holidays: flights and hotels can cost twice as much.
2. Use the metro and a stored-value transport card.
3. Convenience stores and supermarkets make for quick, good-value breakfasts.

## Spread big bookings

Flights or hotels booked with designated partner merchants can be paid in instalments, spreading the cost over a few months. A trip is a one-off expense, though: make sure the instalments leave your everyday budget intact.

Read more: [using your card abroad](entry:blog-travel-spending)`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-phishing-sms',
    image: { motif: 'phone', palette: 'slate' },
    fields: {
      slug: 'spot-phishing-messages',
      topics: ['security'],
      featured: false,
      hot: true,
      publishDate: '2026-10-05',
    },
    zh: {
      title: '防範釣魚短訊：保護您的卡和 App 賬戶',
      summary:
        '騙徒會冒充銀行、速遞或政府部門發短訊，引您登入假網站。記住幾個原則，就能避開大部分陷阱。',
      author: 'Konew 編輯部',
      body: `釣魚短訊和電郵愈來愈逼真。它們通常製造緊張感，例如「賬戶將被凍結」或「包裹未能派送」，引您按下連結輸入資料。

## Konew 不會做的事

- 不會透過短訊或電郵連結要求您登入或輸入卡號
- 不會要求您提供一次性密碼（OTP）或 App 密碼
- 不會要求您轉賬到私人戶口

## 收到可疑訊息怎麼辦？

1. 不要按連結，也不要回覆。
2. 直接開啟 Konew App 或自行輸入官方網址查看。
3. 如已輸入資料，立即致電客戶服務熱線凍結卡片。

## 日常保護

- 為 App 設定生物認證登入
- 開啟交易通知，即時知道每筆簽賬
- 手機系統及 App 保持最新版本

如有懷疑，可以先到 [常見問題](/faq) 查看，或致電客戶服務熱線查詢。`,
    },
    en: {
      title: 'Spot phishing messages and protect your card and app account',
      summary:
        'Fraudsters pose as banks, couriers or government departments to lure you to fake websites. A few simple rules keep you clear of most traps.',
      author: 'Konew editorial team',
      body: `Phishing texts and emails look more convincing every year. They usually create urgency, such as "your account will be frozen" or "your parcel could not be delivered", so that you tap a link and enter your details.

## What Konew never does

- Ask you to log in or enter your card number through a link in a text or email
- Ask for a one-time password (OTP) or your app password
- Ask you to transfer money to a personal account

## Got a suspicious message?

1. Do not tap the link and do not reply.
2. Open the Konew App, or type the official address yourself.
3. If you have already entered your details, call the customer service hotline at once to block your card.

## Everyday protection

- Use biometric log-in for the app
- Turn on transaction alerts to see every purchase as it happens
- Keep your phone's system and apps up to date

When in doubt, check the [FAQ](/faq) or call the customer service hotline.`,
    },
  },
  {
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
      summary:
        '網購方便，但假網店和盜用卡資料的個案時有發生。付款前花一分鐘檢查五件事，買得更安心。',
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
  },
  {
    type: 'blogPost',
    id: 'blog-lunar-new-year-budget',
    image: { motif: 'gift', palette: 'ember' },
    fields: {
      slug: 'lunar-new-year-spending-plan',
      topics: ['money-tips'],
      featured: false,
      hot: false,
      publishDate: '2026-01-20',
    },
    zh: {
      title: '農曆新年理財計劃：利是、年貨和拜年開支不超支',
      summary:
        '新年開支集中在幾星期內：利是、年貨、新衣和聚餐。提早列出預算，開開心心過年之餘不用節後「月光」。',
      author: '編輯部',
      body: `農曆新年是一年之中開支最集中的時候。提早計劃，過年更輕鬆。

## 列出新年開支

- **利是**：先列出要派利是的對象和金額，提早換新鈔。
- **年貨**：糖果盒、糕點和食材可以比較幾間店的價錢。
- **聚餐及拜年**：預留交通和手信的費用。
- **新衣和家居佈置**：按需要購買，不必每樣都換新。

## 三個實用貼士

1. 訂下總預算，並在手機記賬 App 記錄每筆開支。
2. 年貨可以趁年廿八前的優惠提早購買。
3. 大額家電或傢俬如需更換，可以考慮於合作商戶分期，讓開支分散到之後幾個月。

## 節後檢視

過年後比較實際開支和預算，來年就能訂得更準確。`,
    },
    en: {
      title:
        'A Lunar New Year money plan: red packets, festive food and visits without overspending',
      summary:
        'New Year spending comes all at once: red packets, festive food, new clothes and family dinners. A budget made early keeps the celebrations happy and your wallet intact.',
      author: 'Editorial team',
      body: `Lunar New Year is when spending is most concentrated. Plan ahead and the holiday is more relaxed.

## List what you will spend

- **Red packets**: list who gets one and how much, and get new notes early.
- **Festive food**: compare prices for candy boxes, puddings and ingredients.
- **Dinners and visits**: set aside transport and gift money.
- **Clothes and decorations**: buy what you need; not everything has to be new.

## Three practical tips

1. Set a total budget and log every expense in a budgeting app.
2. Buy festive goods early, while the offers are on.
3. If a large appliance or furniture needs replacing, an instalment plan with a partner merchant spreads the cost over the following months.

## Look back afterwards

Compare what you spent with your budget, and next year's plan will be more accurate.`,
    },
  },
  {
    type: 'konewBlogPost',
    id: 'blog-autumn-draft',
    draft: true,
    image: { motif: 'bag', palette: 'sun' },
    fields: {
      slug: 'year-end-shopping-guide',
      topics: ['money-tips'],
      featured: false,
      hot: false,
      publishDate: '2026-11-20',
    },
    zh: {
      title: '年終購物指南（草稿）',
      summary: '年終大減價將至，這篇指南仍在編輯中，只會在預覽模式顯示。',
      author: 'Konew 編輯部',
      body: `這是一篇草稿，只會在預覽模式中顯示。`,
    },
    en: {
      title: 'Year-end shopping guide (draft)',
      summary:
        'The year-end sales are coming. This guide is still being edited and shows only in preview.',
      author: 'Konew editorial team',
      body: `This is a draft and shows only in preview.`,
    },
  },
];

export const blogImages: SampleImage[] = [
  {
    id: 'img-instalment-steps',
    motif: 'phone',
    palette: 'ember',
    width: 1200,
    height: 675,
    zh: '在 App 內選擇分期的示意圖',
    en: 'Choosing instalments in the app (illustration)',
  },
];
