/**
 * The site's one house style for Hong Kong Traditional Chinese, where Hong Kong writing has two
 * forms: the reader is 您 (never 你, also in marketing lines); 賬 for accounts and bills (賬戶,
 * 簽賬, 記賬; 帳 only for a tent or a curtain); 裏, 線, 啟 and 為; 週 in 週期, 週轉 and 週末; and a
 * space between Chinese and a Latin letter or an Arabic numeral ("分 3、4 或 5 期", "Konew 卡",
 * "HK$10,000"), except inside a date written the Chinese way (2026年11月27日); after Chinese, the
 * full-width marks (名稱：, not 名稱:; （, not ( ); a time range with 至 (09:00 至 19:00, not
 * 09:00–19:00), as the prose writes it; a sum of money as HK$10,000 (never 港幣 10,000), the
 * figure tables' form; a number of days with 日 (46 日, 40 日內; 工作天 and 今天 are words of their
 * own), except in the Ordinance's prescribed summary, quoted as enacted (a text citing 第 N 條); a
 * rate as 10.59% (no space, never 厘); a date as 2027年1月5日 (never 2027/1/5).
 * Why each: docs/content-style.md. Simplified characters are a separate check (simplified-chinese.ts).
 */
const houseForms: ReadonlyArray<readonly [RegExp, string]> = [
  [/你/u, '您'],
  [/(?<!蚊)帳(?!篷|幕)/u, '賬'],
  [/裡/u, '裏'],
  [/綫/u, '線'],
  [/啓/u, '啟'],
  [/爲/u, '為'],
  [/周(?=期|轉|末)/u, '週'],
];

/** A date in Chinese order, whose parts stay together: 2026年11月27日, 11月27日, 2026年. */
const chineseDate = /\d{4}年(?:\d{1,2}月(?:\d{1,2}日)?)?|\d{1,2}月(?:\d{1,2}日)?/gu;
/** Chinese followed by an ASCII comma, colon, semicolon, mark or parenthesis: 名稱: → 名稱： */
const halfWidthPunctuation = /\p{Script=Han} ?([,:;!?(])/gu;
const fullWidth: Record<string, string> = {
  ',': '，',
  ':': '：',
  ';': '；',
  '!': '！',
  '?': '？',
  '(': '（',
};

/** Chinese next to a Latin letter or an Arabic numeral, with no space between (pairs may overlap). */
const unspaced = /(?=(\p{Script=Han}[A-Za-z0-9]|[A-Za-z0-9]\p{Script=Han}))/gu;

/** Two times joined by a dash: 09:00–19:00 → 09:00 至 19:00. */
const dashedTimes = /(\d{1,2}:\d{2}) ?[–—-] ?(\d{1,2}:\d{2})/gu;

/** A sum in 港幣: HK$ as every figure on the site. */
const hongKongDollars = /港幣 ?(?=\d)/gu;
/** A count of days: 日 (not 天, which the prose keeps for 工作天 and 今天). */
const countedDays = /(?:\d+|\}) ?天/gu;
/** A rate with a space before %, or in 厘: 10.59%, as lenders quote the APR. */
const spacedOrLiRate = /\d+(?:\.\d+)?(?: %| ?厘)/gu;
/** A date written with slashes or dashes: 2027年1月5日, what formatContentDate writes. */
const numericDate = /\b\d{4}[/-]\d{1,2}[/-]\d{1,2}\b/gu;
/** Text quoting the Money Lenders Ordinance's prescribed summary, section by section. */
const citesOrdinance = /第 ?\d+[A-Z]? ?條/u;

/** Each form in `text` that the house style writes otherwise, as "你 → 您" or "分3 → 分 3". */
export function houseStyleSlips(text: string): string[] {
  const forms = houseForms
    .map(([other, house]) => ({ found: other.exec(text)?.[0], house }))
    .filter(({ found }) => found !== undefined)
    .map(({ found, house }) => `${found} → ${house}`);
  const spacing = [...text.replace(chineseDate, '日').matchAll(unspaced)].map(
    ([, pair = '']) => `${pair} → ${[...pair].join(' ')}`,
  );
  const punctuation = [...text.matchAll(halfWidthPunctuation)].map(
    ([found, mark = '']) => `${found} → ${found.replace(/ ?.$/u, fullWidth[mark] ?? mark)}`,
  );
  const times = [...text.matchAll(dashedTimes)].map(
    ([found, from, to]) => `${found} → ${from} 至 ${to}`,
  );
  const money = [...text.matchAll(hongKongDollars)].map(([found]) => `${found.trim()} → HK$`);
  const days = citesOrdinance.test(text)
    ? []
    : [...text.matchAll(countedDays)].map(([found]) => `${found} → ${found.replace('天', '日')}`);
  const rates = [...text.matchAll(spacedOrLiRate)].map(
    ([found]) => `${found} → ${found.replace(/ ?[%厘]$/u, '%')}`,
  );
  const dates = [...text.matchAll(numericDate)].map(([found]) => `${found} → 年月日`);
  return [...forms, ...spacing, ...punctuation, ...times, ...money, ...days, ...rates, ...dates];
}
