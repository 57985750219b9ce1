import type { ComponentProps, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ConsentTexts } from './consent-fields.client';
import { ErrorSummary } from './error-summary.client';
import { FieldsOnceHydrated } from './fields-once-hydrated';
import { FormTokenField } from './form-token-field';
import { Honeypot } from './honeypot.client';
import { StepFooter } from './step-footer.client';
import { StepHeader } from './step-header.client';
import type { StepFormState } from './use-step-form';

type FooterProps = ComponentProps<typeof StepFooter>;

/** What a page gives an application in steps. */
export type StepApplicationProps = {
  consentTexts: ConsentTexts;
  minFillMs: number;
  /** The page's form token (server/api/form-token.ts). */
  formToken: string;
  /** The collection statement, rendered on the server (forms/collection-statement.tsx). */
  statement: ReactNode;
};

/**
 * An application in steps: its step's heading, the error summary, the bot trap and the page's form
 * token, the step's fields (`children`), then the status and the back and step buttons. It has no
 * plain-post path: the page offers another form without JavaScript (application-noscript.tsx).
 */
export function StepForm<V extends FieldValues>({
  shell,
  form,
  testId,
  formToken,
  steps,
  onSubmit,
  footer,
  back = shell.step > 0,
  children,
}: {
  shell: StepFormState;
  /** The form the step's fields read. */
  form: UseFormReturn<V>;
  testId: string;
  /** The page's form token (server/api/form-token.ts). */
  formToken: string;
  /** The steps' headings. */
  steps: string[];
  onSubmit: () => Promise<unknown>;
  footer: Omit<FooterProps, 'state' | 'onBack' | 'busy'> & { busy?: boolean };
  /** Whether the step has a step to go back to. */
  back?: boolean;
  children: ReactNode;
}) {
  const { step, go, submission } = shell;
  return (
    <FormProvider {...form}>
      <form
        // Never a GET: whatever is typed goes in a body, never in the URL.
        method="post"
        noValidate
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <FieldsOnceHydrated testId={testId} typingBeforeHydration>
          <StepHeader steps={steps} current={step} />
          <ErrorSummary />
          <Honeypot inputRef={submission.honeypotRef} />
          <FormTokenField token={formToken} />
          {children}
          <StepFooter
            {...footer}
            state={submission.state}
            busy={footer.busy ?? submission.busy}
            onBack={back ? () => go(step - 1) : null}
          />
        </FieldsOnceHydrated>
      </form>
    </FormProvider>
  );
}
