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

/** The sections with a button to get the app. */
type DownloadSection = {
  [S in TrackedSection]: 'download_app' extends TrackedAction<S> ? S : never;
}[TrackedSection];

/** The call to get the app: the download page, tagged `download_app` in whichever section has it. */
export const downloadAppLink = <S extends DownloadSection>(
  label: string,
  variant?: TrackedLink<S>['variant'],
): TrackedLink<S> => ({
  href: '/download_app',
  action: 'download_app',
  label,
  variant,
});

/** One call to action of `section`, tagged for analytics (`className`: its margin). */
export function TrackedButtonLink<S extends TrackedSection>({
  locale,
  section,
  link: { href, action, label, variant },
  className,
}: {
  locale: AppLocale;
  section: S;
  link: TrackedLink<S>;
  className?: string;
}) {
  return (
    <ButtonLinkView
      locale={locale}
      href={href}
      variant={variant}
      className={className}
      {...trackedButton(section, action)}
    >
      {label}
    </ButtonLinkView>
  );
}

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
      {links.map((link) => (
        <TrackedButtonLink key={link.href} locale={locale} section={section} link={link} />
      ))}
    </div>
  );
}
