import { env } from '@/env';
import type { ReactNode } from 'react';
import { LenderLine } from '@/components/layout/lender-line';
import { PageFrame } from '@/components/layout/page-frame';
import { RiskWarning } from '@/components/layout/risk-warning';
import { BreadcrumbJsonLd, type Crumb } from '@/components/seo/breadcrumb-json-ld';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/** The money lender's risk warning, set apart under a loan's offer or form. */
function RiskWarningBox({ className, locale }: { className: string; locale: AppLocale }) {
  return (
    <aside className={`${className} rounded-lg border-2 border-brand-700 p-4 text-sm`}>
      <RiskWarning locale={locale} />
    </aside>
  );
}

/** A link a loan page offers: where it goes and what it says. */
export type LoanLink = { href: string; label: string };

/** A loan product page's column (the wide one), its breadcrumb the product's page alone. */
export function LoanFrame(props: {
  locale: AppLocale;
  origin: string;
  crumb: Crumb;
  children: ReactNode;
}) {
  const { locale, origin, crumb, children } = props;
  return (
    <PageFrame locale={locale} origin={origin} trail={[crumb]} width="5xl">
      {children}
    </PageFrame>
  );
}

/** The top of a loan product page: its name, the lender, the offer, the warning, three points, the actions. */
export function LoanHero({
  locale,
  title,
  lead,
  points,
  actions,
  brandTitle = false,
}: {
  locale: AppLocale;
  title: string;
  lead: string;
  points: readonly string[];
  actions: ReactNode;
  /** The title is a brand name: browsers are asked not to translate it. */
  brandTitle?: boolean;
}) {
  return (
    <header className="rounded-2xl bg-brand-50 p-6 md:p-10">
      <h1
        className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl"
        translate={brandTitle ? 'no' : undefined}
      >
        {title}
      </h1>
      <LenderLine locale={locale} size={brandTitle ? 'title' : 'base'} />
      <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{lead}</p>
      {/* Under the offer's words, before its points: in the first screen of a phone. */}
      <RiskWarningBox className="mt-6 bg-white" locale={locale} />
      <ul className="mt-6 grid gap-3 md:grid-cols-3" data-testid="loan-points">
        {points.map((point) => (
          <li
            key={point}
            className="flex items-start gap-2 rounded-lg bg-white p-4 font-semibold text-slate-900 shadow-sm"
          >
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </header>
  );
}

/** A loan product page's enquiry (`#enquiry`, where its "enquire" link leads). */
export function EnquirySection({
  locale,
  namespace,
  form,
  apply,
}: {
  locale: AppLocale;
  /** The loan page's messages: their `enquiry.heading` and `enquiry.lead` head the section. */
  namespace: 'OwnerLoan' | 'SmeLoanPage';
  /** The enquiry island the route gives; without it, the link to the application (`apply`). */
  form?: ReactNode;
  apply: LoanLink;
}) {
  const t = translator(locale, namespace);
  const heading = t('enquiry.heading');
  const lead = t('enquiry.lead');
  return (
    <section
      id="enquiry"
      aria-labelledby="enquiry-heading"
      className="mt-12 scroll-mt-20 rounded-2xl border border-slate-200 p-6 md:p-8"
    >
      <h2 id="enquiry-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 mb-6 text-slate-700">{lead}</p>
      {form ?? (
        <ButtonLinkView locale={locale} href={apply.href}>
          {apply.label}
        </ButtonLinkView>
      )}
    </section>
  );
}

/** A loan application page: its breadcrumbs, heading and form, then the risk warning. */
export function LoanApplicationPage({
  locale,
  trail,
  title,
  lead,
  children,
}: {
  locale: AppLocale;
  trail: readonly Crumb[];
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <BreadcrumbJsonLd locale={locale} origin={env.SITE_ORIGIN} trail={trail} />
      <PageHeading title={title} lead={lead} />
      {children}
      <RiskWarningBox className="mt-10" locale={locale} />
    </div>
  );
}
