import type { ReactNode } from 'react';
import { BreadcrumbJsonLd, type Crumb } from '@/components/seo/breadcrumb-json-ld';
import type { AppLocale } from '@/config/locales';

// Whole class names, so Tailwind finds them in this file.
const widths = {
  xl: 'max-w-xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
} as const;

type Breadcrumb =
  | { locale: AppLocale; origin: string; trail: readonly Crumb[] }
  | { locale?: undefined; origin?: undefined; trail?: undefined };

/**
 * A page's column: centred at its width with the page's padding, the breadcrumb's JSON-LD first
 * when the page has a trail (its own crumb last), then what the page holds (its heading first).
 */
export function PageFrame({
  locale,
  origin,
  trail,
  width = '3xl',
  as: Element = 'div',
  children,
}: Breadcrumb & {
  width?: keyof typeof widths;
  as?: 'div' | 'article';
  children: ReactNode;
}) {
  return (
    <Element className={`mx-auto ${widths[width]} px-4 py-10`}>
      {trail && locale ? <BreadcrumbJsonLd locale={locale} origin={origin} trail={trail} /> : null}
      {children}
    </Element>
  );
}
