import { PageFrame } from '@/components/layout/page-frame';
import type { ReactNode } from 'react';
import { RiskWarning } from '@/components/layout/risk-warning';
import type { Crumb } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { ApplicationNoScript } from './application-noscript';

type Props = {
  locale: AppLocale;
  origin: string;
  trail: readonly Crumb[];
  title: string;
  lead: string;
  /** Where the product's enquiry form is (offered when JavaScript is off). */
  enquiry: string;
  /** The application (an island). */
  children: ReactNode;
};

/**
 * A loan application page for the Astro shells: breadcrumbs, heading, the no-JavaScript notice, the
 * form, then the money lender's risk warning.
 */
export function ApplicationPageView({
  locale,
  origin,
  trail,
  title,
  lead,
  enquiry,
  children,
}: Props) {
  return (
    <PageFrame locale={locale} origin={origin} trail={trail}>
      {/* The intro (its steps, its time) goes once the application is sent (globals.css). */}
      <PageHeading
        title={title}
        under={<p className="application-intro mt-3 text-lg leading-8 text-slate-600">{lead}</p>}
      />
      <ApplicationNoScript locale={locale} enquiry={enquiry} />
      {children}
      <aside className="mt-10 rounded-lg border-2 border-brand-700 p-4 text-sm">
        <RiskWarning locale={locale} />
      </aside>
    </PageFrame>
  );
}
