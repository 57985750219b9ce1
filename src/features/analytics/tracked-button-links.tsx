import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { trackedButton, type TrackedAction, type TrackedSection } from './tracked-buttons';

/** A call to action the analytics counts: where it goes, its action in the section, its words. */
export type TrackedLink<S extends TrackedSection> = {
  href: string;
  action: TrackedAction<S>;
  label: string;
  variant?: 'primary' | 'secondary';
};

/** A row of calls to action of one `section` (home hero, card activation), each tagged for analytics. */
export function TrackedButtonRow<S extends TrackedSection>({
  locale,
  section,
  links,
  className,
}: {
  locale: AppLocale;
  section: S;
  links: readonly TrackedLink<S>[];
  /** Classes before the row's own (its margin). */
  className?: string;
}) {
  const row = 'flex flex-wrap gap-3';
  return (
    <div className={className ? `${className} ${row}` : row}>
      {links.map(({ href, action, label, variant }) => (
        <ButtonLinkView
          key={href}
          locale={locale}
          href={href}
          variant={variant}
          {...trackedButton(section, action)}
        >
          {label}
        </ButtonLinkView>
      ))}
    </div>
  );
}
