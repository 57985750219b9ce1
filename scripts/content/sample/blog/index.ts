// Blog articles of the card site (konewBlogPost, and blogPost for articles shared by every product), one file each.
import type { SampleEntry } from '../../sample-entry';
import { entry as instalmentBasics } from './instalment-basics';
import { entry as chooseInstalmentTerm } from './choose-instalment-term';
import { entry as interestFreePeriod } from './interest-free-period';
import { entry as freeCreditReport } from './free-credit-report';
import { entry as buildCreditRecord } from './build-credit-record';
import { entry as firstSalaryBudget } from './first-salary-budget';
import { entry as borrowWisely } from './borrow-wisely';
import { entry as travelSpending } from './travel-spending';
import { entry as tokyoBudget } from './tokyo-budget';
import { entry as phishingSms } from './phishing-sms';
import { entry as onlineShoppingSafety } from './online-shopping-safety';
import { entry as lunarNewYearBudget } from './lunar-new-year-budget';
import { entry as autumnDraft } from './autumn-draft';
export { blogImages } from './images';

export const blogPosts: SampleEntry[] = [
  instalmentBasics,
  chooseInstalmentTerm,
  interestFreePeriod,
  freeCreditReport,
  buildCreditRecord,
  firstSalaryBudget,
  borrowWisely,
  travelSpending,
  tokyoBudget,
  phishingSms,
  onlineShoppingSafety,
  lunarNewYearBudget,
  autumnDraft,
];
