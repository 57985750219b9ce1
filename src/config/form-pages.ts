// The pages whose form also works without JavaScript, each with the one Action its form posts to
// (`POST <page>?_action=<name>`). serve/ takes POST on these paths only; the middleware runs only
// that Action there. Imported by serve/ (Node's type stripping): no imports.

/** Page path (without a locale prefix) → the name of its form's Action (src/actions/index.ts). */
export const formPageActions = {
  '/sme-loan': 'smeEnquiry',
  '/property-owner-loan': 'ownerLoanEnquiry',
  '/property-valuation': 'valuation',
  '/features/free-smart-credit-report': 'creditReportConsent',
  '/account_delete': 'accountDeletion',
} as const satisfies Record<string, string>;

export type FormActionName = (typeof formPageActions)[keyof typeof formPageActions];

/** The Action of the page at `path` (without its locale prefix), or undefined for other pages. */
export function formActionOf(path: string): FormActionName | undefined {
  return Object.hasOwn(formPageActions, path)
    ? formPageActions[path as keyof typeof formPageActions]
    : undefined;
}
