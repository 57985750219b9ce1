import type { ComponentProps } from 'react';
import { LocaleLink } from '@/i18n/locale-link';

const styles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
} as const;

/** A call-to-action link styled as a button: a plain link in the page's locale (no router). */
export function ButtonLinkView({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof LocaleLink> & { variant?: keyof typeof styles }) {
  return (
    <LocaleLink
      {...props}
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold ${styles[variant]} ${className}`}
    />
  );
}
