import * as Popover from '@radix-ui/react-popover';
import { useTranslations } from 'use-intl';

/** The fee details: to the right of the button (placement right), 8px away (offset 0 8), opened by a click. */
export function FeeDetails({ lines }: { lines: string[] }) {
  const t = useTranslations('InstalmentPlanner.planner');
  return (
    <Popover.Root>
      <Popover.Trigger className="min-h-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900">
        {t('feeDetails')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="right"
          sideOffset={8}
          alignOffset={0}
          collisionPadding={8}
          aria-label={t('feeDetailsTitle')}
          className="z-50 w-80 max-w-[var(--radix-popover-content-available-width)] rounded-lg border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-800 shadow-xl transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none"
          data-testid="fee-details"
        >
          <p className="font-semibold">{t('feeDetailsTitle')}</p>
          {lines.map((line) => (
            <p key={line} className="mt-2">
              {line}
            </p>
          ))}
          <Popover.Close className="mt-3 min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900">
            {t('close')}
          </Popover.Close>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
