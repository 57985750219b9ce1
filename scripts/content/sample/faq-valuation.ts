// FAQ of the property valuation page (/property-valuation).
import { faq } from './faq-entry';

const valuation = (order: number) => ({ order, products: ['valuation' as const] });

export const valuationFaqs = [
  faq(
    'valuation-cost',
    valuation(1),
    [
      '物業估價要收費嗎？會否影響我的信貸紀錄？',
      '網上估價完全免費，毋須登記。估價不會查閱您的信貸報告，因此不會影響您的信貸紀錄，亦不代表您已申請貸款。',
    ],
    [
      'Does the valuation cost anything? Does it affect my credit record?',
      'The online valuation is free and needs no registration. It does not look at your credit report, so it never affects your credit record, and it is not a loan application.',
    ],
  ),
  faq(
    'valuation-how-it-works',
    valuation(2),
    [
      '估價是怎樣計算的？',
      '系統按屋苑、座數、樓層及單位，參考同區近期成交及估價行的資料，即時提供估價範圍。估價僅供參考，並非正式估價報告。',
    ],
    [
      'How is the valuation worked out?',
      'From the estate, block, floor and flat, the system compares recent transactions nearby and valuers’ data, and gives a range at once. It is for reference only and is not a formal valuation report.',
    ],
  ),
  faq(
    'valuation-manual-review',
    valuation(3),
    [
      '為何未能即時得到估價？',
      '村屋、新落成或較少成交的物業未必有足夠資料即時估價。這時職員會以人手覆核，一般在 1 個工作日內以您留下的手機號碼回覆；您亦可以用參考編號查看結果頁。',
    ],
    [
      'Why did I not get a valuation at once?',
      'Village houses, new buildings and properties that rarely change hands may lack the data for an instant figure. Our staff then review it by hand and usually reply within 1 working day on the mobile number you left; the result page also shows it under your reference.',
    ],
  ),
  faq(
    'valuation-result-link',
    valuation(4),
    [
      '估價結果的連結可以分享嗎？',
      '結果頁的網址含有只屬於該次估價的編號，任何持有連結的人都可以查看，請只與您信任的人分享。結果頁不會被搜尋器收錄，並會在保留期限後刪除。',
    ],
    [
      'Can I share the link to my valuation result?',
      'The result’s address holds a code of that valuation alone: anyone with the link can see it, so share it only with people you trust. Search engines never list result pages, and they are deleted after the retention period.',
    ],
  ),
  faq(
    'valuation-and-loan',
    valuation(5),
    [
      '估價與業主貸款有甚麼關係？',
      '業主貸款的可借金額會參考物業估值。正式申請時，我們會安排獨立估價行作正式估價，金額或與網上估價不同。詳情見 [業主貸款](/property-owner-loan)。',
    ],
    [
      'How does the valuation relate to the property-owner loan?',
      'How much an owner can borrow depends on the property’s value. When you apply, an independent valuer carries out a formal valuation, which may differ from the online figure. See the [property-owner loan](/property-owner-loan).',
    ],
  ),
  faq(
    'valuation-phone-optional',
    valuation(6),
    [
      '一定要留下姓名及電話嗎？',
      '不一定。只想知道估價範圍，可以只填物業資料；如希望專員致電提供詳細估價及貸款資料，才需要留下姓名及手機號碼。推廣訊息須另行勾選同意，預設不會勾選。',
    ],
    [
      'Must I leave my name and phone number?',
      'No. For a valuation range the property’s details are enough; leave your name and mobile number only if you want a specialist to call with a fuller valuation and loan details. Marketing needs its own consent, never ticked for you.',
    ],
  ),
];
