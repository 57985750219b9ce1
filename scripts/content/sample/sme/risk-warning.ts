// The money lender's risk warning as it opens a promotion body.
export const risk = {
  zh: '> 忠告：借錢梗要還，咪俾錢中介',
  en: "> Warning: You have to repay your loans. Don't pay any intermediaries.",
};
