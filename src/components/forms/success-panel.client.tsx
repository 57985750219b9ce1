import { useLocale, useTranslations } from 'use-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { LocaleLink } from '@/i18n/locale-link';

/**
 * The end of a form: a title that takes focus, the reference to quote, what happens next, and the
 * way on (a plain link in the page's language).
 */
export function SuccessPanel({
  title,
  reference,
  onward,
  brand,
  children,
}: {
  title: string;
  /** The brand the form is for (the SME application: KCash), shown with its mark above the title. */
  brand?: { mark: ReactNode; name: string };
  reference?: string;
  onward?: { href: string; label: string };
  children?: ReactNode;
}) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section
      className="rounded-xl border border-green-700 bg-green-50 p-6"
      data-testid="success"
      data-form-sent=""
    >
      {brand ? (
        <p
          className="mb-3 flex items-center gap-2 font-bold text-slate-900"
          data-testid="success-brand"
        >
          {brand.mark}
          {brand.name}
        </p>
      ) : null}
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-900 outline-none">
        <span aria-hidden="true">✓ </span>
        {title}
      </h2>
      {reference ? (
        <p className="mt-4">
          <span className="block text-sm text-slate-700">{t('reference')}</span>
          <strong
            className="font-mono text-2xl tracking-wide text-slate-900"
            translate="no"
            data-testid="reference"
          >
            {reference}
          </strong>
        </p>
      ) : null}
      <div className="mt-4 space-y-3 leading-7 text-slate-800">
        {children}
        {onward ? (
          <p>
            <LocaleLink
              locale={locale}
              href={onward.href}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {onward.label}
            </LocaleLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
