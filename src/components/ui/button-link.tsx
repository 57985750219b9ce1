import type { ComponentProps } from 'react';
import { Link } from '@/i18n/link';

const styles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
} as const;

/** A call-to-action link styled as a button (same-site, locale-aware). */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof styles }) {
  return (
    <Link
      prefetch={false}
      {...props}
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold ${styles[variant]} ${className}`}
    />
  );
}
