import { LenderLine } from './lender-line';
import { RiskWarningBanner } from './risk-warning-banner';

/** Under a card page's heading: the lender as licensed, its licence, and the risk warning. */
export function CardDisclosures() {
  return (
    <>
      <LenderLine />
      <RiskWarningBanner className="mt-3" />
    </>
  );
}
