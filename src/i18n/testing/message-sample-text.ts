// A message as a reader sees it, for checks of its wording (messages.test.ts): its ICU arguments
// filled with values like the site's, every branch of a plural or select shown, tags dropped (a
// block's text on its own line).
import compile from 'icu-minify/compile';
import { site } from '@/config/site';

const zh = 'zh-HK';
/** What an argument of this name shows in zh-HK; any other shows Chinese text. */
const sampleValues: Record<string, string> = {
  cardBrand: site.cardBrand[zh],
  smeBrand: site.smeBrand[zh],
  brand: site.smeBrand[zh],
  licensedName: site.licensedName[zh],
  headOffice: site.headOffice[zh],
  licenceNo: site.moneyLenderLicenceNo,
  complaintsHotline: site.complaintsHotline,
  csHotline: site.customerServiceHotline,
  phone: site.customerServiceHotline,
  mobile: '9123 4567',
  csEmail: site.customerServiceEmail,
  privacyEmail: site.privacyOfficerEmail,
  email: site.customerServiceEmail,
  amount: 'HK$10,000',
  fee: 'HK$150.00',
  low: 'HK$1,000',
  high: 'HK$100,000',
  rate: '9.43%',
  ear: '9.43%',
  year: '2026',
  month: '11月',
  day: '27',
  time: '09:00',
  opens: '09:00',
  closes: '19:00',
  code: 'KONEW10',
  hotkey: 'Alt+T',
  duration: '3:20',
  date: '2026年11月27日',
  start: '2026年1月1日',
  end: '2026年12月31日',
  latest: '2026年12月31日',
};
const numbers =
  /^(count|current|days|index|max|min|maxMonths|minMonths|minutes|months|number|page|pages|step|total|terms)$/;
const sample = (name: string) => sampleValues[name] ?? (numbers.test(name) ? '3' : '中文');

/** Tags that lay their text out as a block of its own. */
const blocks = /^(p|li|ul|ol|h[1-6]|br|div|section|table|tr|td|th)$/;

type Compiled = string | number | Compiled[] | { [option: string]: Compiled };

/** A run of text and parts (the message, a branch of a plural or select, a tag's content). */
function runText(run: Compiled): string {
  if (typeof run === 'string') return run;
  return Array.isArray(run) ? run.map(partText).join('') : '';
}

/** One part of a run: text, `#` of a plural, an argument, a plural or select, or a tag. */
function partText(part: Compiled): string {
  if (typeof part === 'string') return part;
  if (typeof part === 'number') return sample('count');
  if (!Array.isArray(part)) return '';
  const [name, kind, options] = part;
  if (typeof name !== 'string') return runText(part);
  if (kind === undefined) return sample(name);
  if (kind === 1 || kind === 2 || kind === 3)
    return Object.values(options as Record<string, Compiled>)
      .map(runText)
      .join('／');
  if (typeof kind === 'number') return kind === 4 ? sample('count') : sample(name);
  const text = part.slice(1).map(partText).join('');
  return blocks.test(name) ? `\n${text}\n` : text;
}

/** `message` (ICU) as text with sample values, every branch shown, for a wording check. */
export function messageSampleText(message: string): string {
  return runText(compile(message) as Compiled);
}
