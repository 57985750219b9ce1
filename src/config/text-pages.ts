/** Messages namespaces that hold a long-form page's copy (title, lead, sections). */
export type TextPageNamespace =
  | 'AboutPage'
  | 'ContactPage'
  | 'PrivacyPage'
  | 'PrivacyPolicyWebPage'
  | 'DisclaimerPage'
  | 'LegalPage'
  | 'LoanTermsPage'
  | 'InstalmentIntroPage'
  | 'CreditReportPage'
  | 'AccountDeletePage'
  | 'ActiveCardPage';

/** Paths of the info pages served by the `[textPage]` route, and their namespaces. */
export const textPages: Readonly<Record<string, TextPageNamespace>> = {
  'about-us': 'AboutPage',
  'contact-us': 'ContactPage',
  privacy: 'PrivacyPage',
  privacy_policy_web: 'PrivacyPolicyWebPage',
  disclaimer: 'DisclaimerPage',
  legal: 'LegalPage',
  'loan-application-terms': 'LoanTermsPage',
};
