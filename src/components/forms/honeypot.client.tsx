import { useTranslations } from 'use-intl';
import type { RefObject } from 'react';

/**
 * The bot trap: a field people never see or reach (off screen, hidden from assistive technology, out
 * of the tab order) and so leave empty. Its value is sent as `website`; the DOM name invites no autofill.
 */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const t = useTranslations('Forms');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {t('honeypot')}
        <input
          ref={inputRef}
          type="text"
          name="hp_field_k"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
