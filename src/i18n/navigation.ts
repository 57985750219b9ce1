import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Locale-aware Link and helpers: the page's locale prefix, or `locale` (which also sets hrefLang).
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
