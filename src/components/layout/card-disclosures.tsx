import type { AppLocale } from '@/config/locales';
import { LenderLine } from './lender-line';
import { RiskWarningBanner } from './risk-warning-banner';

/** Under a card page's heading: the lender as licensed, its licence, and the risk warning. */
export function CardDisclosures({ locale }: { locale: AppLocale }) {
  return (
    <>
      <LenderLine locale={locale} />
      <RiskWarningBanner locale={locale} className="mt-3" />
    </>
  );
}
