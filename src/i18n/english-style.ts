/**
 * The site's house style for English, where the copy drifted: British spelling ("instalment"); a
 * time is "as little as" three days, never "as fast as"; a count of instalments names its noun
 * ("3, 4 or 5 instalments", never a bare "into 3, 4 or 5"); a space before an opening parenthesis
 * ("Mobile number (optional)"); a short label that does not wrap on a phone ("Handling fee"; the
 * note under a table says it is charged once); and a hint that names the mouse also names the tap (most visitors
 * are on phones); money, rates and dates as the figure tables write them (HK$10,000, 10.59%,
 * 5 Jan 2027).
 */
const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [/\binstallments?\b/i, 'instalment'],
  [/\bas fast as\b/i, 'in as little as'],
  [
    /\b3, 4 or 5(?![\s-]+(?:equal |monthly )*(?:instalments?|months|payments))/i,
    '3, 4 or 5 instalments',
  ],
  // Not a section number: 33A(4).
  [/(?<![0-9])[A-Za-z]\(/, 'a space before ('],
  [/^(?!.*\btap\b).*\b(?:hover|mouse)\b/is, 'tap, hover or focus'],
  // Money, rates and dates as the figure tables write them: HK$10,000; 10.59%; 5 Jan 2027.
  [/\b(?:HKD|HK\$) (?=\d)/, 'HK$10,000'],
  [/\d %/, '10.59%'],
  [/\b\d{4}[/-]\d{1,2}[/-]\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/, '5 Jan 2027'],
];

/** Chinese counterpart of the last rule: a hint that names the mouse names the tap (輕按) too. */
const mouseWithoutTap = /^(?!.*輕按).*滑鼠/su;

/** Each place in `text` the English house style writes otherwise, as "as fast as → in as little as". */
export function englishStyleSlips(text: string): string[] {
  return rules.flatMap(([other, house]) => {
    const found = other.exec(text)?.[0];
    return found === undefined ? [] : [`${found.slice(-24)} → ${house}`];
  });
}

/** Whether a Chinese hint tells a phone user to use a mouse without saying tap. */
export const mouseOnlyHint = (text: string) => mouseWithoutTap.test(text);
