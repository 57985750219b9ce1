import type { AppLocale } from '@/config/locales';
import { messagesFor } from '@/i18n/messages-for';

type Messages = ReturnType<typeof messagesFor>;

/**
 * The messages a form island reads, and no more (its props are written into the page): the form
 * kit's `Forms` without the collection statement (rendered on the server) and the form's own part.
 */
export function formIslandMessages<N extends keyof Messages, K extends keyof Messages[N]>(
  locale: AppLocale,
  namespace: N,
  part: K,
) {
  const all = messagesFor(locale);
  const forms: Record<string, unknown> = { ...all.Forms };
  delete forms.pics;
  return {
    Forms: forms,
    [namespace]: { [part]: all[namespace][part] },
  } as unknown as Pick<Messages, 'Forms' | N>;
}

export type FormIslandMessages = ReturnType<typeof formIslandMessages>;
