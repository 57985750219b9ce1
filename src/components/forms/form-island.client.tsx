import type { ComponentProps, ComponentType } from 'react';
import type { AppLocale } from '@/config/locales';
import { IslandIntl } from '@/i18n/island-intl';
import { FormToastProvider } from './form-toast.client';

/** What every form island is given besides its form's own props: its locale and only its messages. */
export type FormIslandShell = {
  locale: AppLocale;
  messages: ComponentProps<typeof IslandIntl>['messages'];
};

/**
 * A form's Astro island: the form inside its messages (IslandIntl) and the form toast, the one
 * shell the single-step forms (enquiries, account deletion, branch booking) and the applications share.
 */
export function formIsland<P extends object>(Form: ComponentType<P>) {
  return function FormIsland(props: P & FormIslandShell) {
    return (
      <IslandIntl locale={props.locale} messages={props.messages}>
        <FormToastProvider>
          <Form {...props} />
        </FormToastProvider>
      </IslandIntl>
    );
  };
}
