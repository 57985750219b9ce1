/**
 * Effective annual rate of a credit from its cash flows, as the Money Lenders Ordinance requires:
 * the monthly internal rate of return compounded over twelve months, (1 + r)^12 - 1.
 * `flows[k]` is the net amount at the end of month k: the credit (positive) at k = 0, repayments negative.
 */
export function monthlyInternalRate(flows: readonly number[]): number {
  const npv = (rate: number) =>
    flows.reduce((sum, flow, month) => sum + flow / (1 + rate) ** month, 0);
  if (npv(0) >= 0) return 0; // repaying no more than was lent costs nothing
  let low = 0;
  let high = 1;
  while (npv(high) < 0) high *= 2;
  // NPV rises with the rate for a credit followed by repayments: bisect to float precision.
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const middle = (low + high) / 2;
    if (npv(middle) < 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export function effectiveAnnualRate(flows: readonly number[]): number {
  return (1 + monthlyInternalRate(flows)) ** 12 - 1;
}
