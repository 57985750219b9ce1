import { createHash } from 'node:crypto';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';

export type ConsentPurpose = 'loan_terms' | 'direct_marketing' | 'credit_report_terms';

type Document = { version: string; text: Readonly<Record<AppLocale, string>> };

/**
 * The exact statements beside the form's checkboxes. A consent record keeps the version and a hash of
 * the text in the visitor's language; change a text, change its version.
 */
export const consentStatements: Record<Exclude<ConsentPurpose, 'credit_report_terms'>, Document> = {
  loan_terms: {
    version: 'loan-terms-2026-01',
    text: {
      'zh-HK':
        '本人已閱讀並同意《貸款申請條款》及《收集個人資料聲明》，並確認所提供的資料真實、準確及完整。',
      'en-US':
        'I have read and agree to the Loan Application Terms and the Personal Information Collection Statement, and confirm that the information given is true, accurate and complete.',
    },
  },
  direct_marketing: {
    version: 'direct-marketing-2026-01',
    text: {
      'zh-HK': `本人同意${site.licensedName['zh-HK']}使用本人的姓名、流動電話號碼及電郵地址，向本人發送有關私人貸款、中小企貸款、業主貸款、信用卡及分期付款服務以及相關優惠的直接促銷資訊。本人可隨時免費要求停止使用本人的個人資料作直接促銷。`,
      'en-US': `I agree that ${site.licensedName['en-US']} may use my name, mobile number and email address to send me direct marketing about personal loans, SME loans, property owner loans, credit card and instalment services and related offers. I may ask at any time, free of charge, that my personal data no longer be used for direct marketing.`,
    },
  },
};

/** The two statements a loan form shows beside its checkboxes, in the page's language. */
export const loanConsentTexts = (locale: AppLocale) => ({
  terms: consentStatements.loan_terms.text[locale],
  marketing: consentStatements.direct_marketing.text[locale],
});

/** The direct-marketing statement alone, for a form that asks for no terms agreement (valuation). */
export const marketingConsentText = (locale: AppLocale) =>
  consentStatements.direct_marketing.text[locale];

export const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type ConsentRecord = {
  purpose: ConsentPurpose;
  granted: boolean;
  documentVersion: string;
  documentHash: string;
  locale: AppLocale;
};

/** The two records every loan form leaves: the terms (always agreed) and direct marketing (as ticked). */
export function loanFormConsents(locale: AppLocale, directMarketing: boolean): ConsentRecord[] {
  return (['loan_terms', 'direct_marketing'] as const).map((purpose) => {
    const document = consentStatements[purpose];
    return {
      purpose,
      granted: purpose === 'loan_terms' ? true : directMarketing,
      documentVersion: document.version,
      documentHash: textHash(document.text[locale]),
      locale,
    };
  });
}

/** The direct-marketing record alone (as ticked), for a form with no terms agreement (valuation). */
export function directMarketingConsent(locale: AppLocale, granted: boolean): ConsentRecord {
  const document = consentStatements.direct_marketing;
  return {
    purpose: 'direct_marketing',
    granted,
    documentVersion: document.version,
    documentHash: textHash(document.text[locale]),
    locale,
  };
}
