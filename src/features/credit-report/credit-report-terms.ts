import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';

export type TermsSection = { heading: string; body: string[] };
export type TermsText = { title: string; sections: TermsSection[] };

/** The free smart credit report terms (content, both languages). Change the text, change the version. */
export const creditReportTerms: {
  version: string;
  effectiveDate: string;
  text: Record<AppLocale, TermsText>;
} = {
  version: 'credit-report-terms-2026-11',
  effectiveDate: '2026-11-27',
  text: {
    'zh-HK': {
      title: '免費智能信貸報告服務條款',
      sections: [
        {
          heading: '1. 服務內容',
          body: [
            `${site.licensedName['zh-HK']}（「本公司」）透過本公司的流動應用程式，協助閣下向信貸資料服務機構索取閣下本人的信貸報告，並以淺白方式顯示報告重點。`,
            '此服務免費提供。根據多家信貸資料服務機構模式，閣下每十二個月可向每家信貸資料服務機構免費索取一份個人信貸報告。',
          ],
        },
        {
          heading: '2. 閣下的授權',
          body: [
            '閣下同意本條款，即授權本公司代表閣下向信貸資料服務機構提出查閱閣下信貸資料的要求，並在應用程式內向閣下顯示結果。',
            '本公司只會在閣下於應用程式內確認身份後才提出要求，並不會在此網頁收集閣下的香港身份證號碼。',
          ],
        },
        {
          heading: '3. 並非貸款批核',
          body: [
            '索取或查閱信貸報告不代表本公司已批核或將會批核任何貸款或信貸申請，亦不構成任何貸款要約。',
          ],
        },
        {
          heading: '4. 個人資料',
          body: [
            '本公司會按照《個人資料（私隱）條例》（第 486 章）及本公司的《收集個人資料聲明》處理閣下的個人資料，只用於提供此服務，並只在所需期間內保留。',
            `閣下有權查閱及更正本公司持有的閣下個人資料。如有查詢，請電郵至 ${site.privacyOfficerEmail} 聯絡本公司的資料保障主任。`,
          ],
        },
        {
          heading: '5. 撤回同意',
          body: ['閣下可隨時在應用程式內或聯絡本公司撤回此授權；撤回不影響撤回前已進行的查閱。'],
        },
        {
          heading: '6. 其他',
          body: ['本條款受香港特別行政區法律管轄。如中英文版本有任何歧異，概以英文版本為準。'],
        },
      ],
    },
    'en-US': {
      title: 'Free Smart Credit Report: Terms of Service',
      sections: [
        {
          heading: '1. The service',
          body: [
            `${site.licensedName['en-US']} (“we”) helps you obtain your own credit report from a credit reference agency through our mobile app, and shows its key points in plain language.`,
            'The service is free of charge. Under the multiple credit reference agency model you may obtain one free personal credit report from each agency every 12 months.',
          ],
        },
        {
          heading: '2. Your authorisation',
          body: [
            'By agreeing to these terms you authorise us to request access to your credit data from a credit reference agency on your behalf and to show you the result in the app.',
            'We make the request only after you confirm your identity in the app; we do not collect your Hong Kong Identity Card number on this web page.',
          ],
        },
        {
          heading: '3. Not a loan approval',
          body: [
            'Obtaining or viewing a credit report does not mean that we have approved or will approve any loan or credit application, and is not an offer of a loan.',
          ],
        },
        {
          heading: '4. Personal data',
          body: [
            'We handle your personal data under the Personal Data (Privacy) Ordinance (Cap. 486) and our Personal Information Collection Statement, use it only to provide this service, and keep it no longer than needed.',
            `You have the right to access and correct the personal data we hold about you. To ask, email our Data Protection Officer at ${site.privacyOfficerEmail}.`,
          ],
        },
        {
          heading: '5. Withdrawing consent',
          body: [
            'You may withdraw this authorisation at any time in the app or by contacting us; withdrawal does not affect access made before it.',
          ],
        },
        {
          heading: '6. General',
          body: [
            'These terms are governed by the laws of the Hong Kong Special Administrative Region. If the Chinese and English versions differ, the English version prevails.',
          ],
        },
      ],
    },
  },
};
