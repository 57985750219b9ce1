import { useLocale, useTranslations } from 'use-intl';
import type { ReactNode } from 'react';
import { localizedPath } from '@/i18n/locale-path';
import { CheckboxField } from './choice-fields.client';
import { SingleStepSend } from './single-step-form.client';

/** The exact consent statements (config/consent-documents.ts), passed down by the page. */
export type ConsentTexts = { terms: string; marketing: string };

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useTranslations('Forms');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}

/** The statement word for word, with the documents it names turned into links. */
function linked(text: string, links: Array<{ phrase: string; href: string }>): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = text;
  for (const { phrase, href } of links) {
    const at = rest.indexOf(phrase);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <NewTabLink key={phrase} href={href}>
        {phrase}
      </NewTabLink>,
    );
    rest = rest.slice(at + phrase.length);
  }
  return [...parts, rest];
}

/** The direct-marketing consent on its own: never pre-ticked, voluntary, named `agree_direct_marketing`. */
export function MarketingConsentField({ text }: { text: string }) {
  const t = useTranslations('Forms');
  return (
    <CheckboxField name="agree_direct_marketing" label={text} hint={t('consent.marketingHint')} />
  );
}

/** The terms agreement (`agree_tnc`, required) and, apart from it, the unticked marketing consent. */
export function ConsentFields({ texts }: { texts: ConsentTexts }) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const links = [
    { phrase: t('consent.termsPhrase'), href: localizedPath(locale, '/loan-application-terms') },
    {
      phrase: t('consent.picsPhrase'),
      href: `${localizedPath(locale, '/privacy')}#purposes-of-use`,
    },
  ];
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{t('consent.heading')}</legend>
      <CheckboxField
        name="agree_tnc"
        label={linked(texts.terms, links)}
        summaryName={t('consent.termsName')}
      />
      <MarketingConsentField text={texts.marketing} />
    </fieldset>
  );
}

/** The end of a single-step form that stores personal data: the statement, the consents, the send. */
export function ConsentAndSend({
  shell,
  action,
  statement,
  consentTexts,
}: {
  shell: Parameters<typeof SingleStepSend>[0]['shell'];
  action: string;
  statement?: ReactNode;
  consentTexts: ConsentTexts;
}) {
  return (
    <div className="space-y-5 sm:col-span-2">
      {statement}
      <ConsentFields texts={consentTexts} />
      <SingleStepSend shell={shell} action={action} />
    </div>
  );
}
