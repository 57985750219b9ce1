/**
 * The site's one house style for Hong Kong Traditional Chinese, where Hong Kong writing uses two
 * forms of a word: the reader is 您 (never 你, also in marketing lines); 賬 for accounts and bills
 * (賬戶, 簽賬, 記賬; 帳 only for a tent or a curtain); 裏, 線, 啟 and 為; 週 in 週期, 週轉 and 週末.
 * Simplified characters are a separate check (simplified-chinese.ts).
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

/** Each form in `text` that the house style writes otherwise, as "你 → 您". */
export function houseStyleSlips(text: string): string[] {
  return houseForms
    .map(([other, house]) => ({ found: other.exec(text)?.[0], house }))
    .filter(({ found }) => found !== undefined)
    .map(({ found, house }) => `${found} → ${house}`);
}
