import { and, eq, isNull } from 'drizzle-orm';
import type { AppLocale } from '@/config/locales';
import type { Db } from '@/db/client';
import { submissions } from '@/db/schema';
import type { NewSubmission } from '@/server/submissions/submission-repository';

/** A consent on its own: no personal data, just what was agreed to, in which language, when. */
export function termsConsentRecord(consent: {
  version: string;
  hash: string;
  locale: AppLocale;
}): NewSubmission {
  return {
    kind: 'credit_report_consent',
    referencePrefix: 'CRC',
    status: 'agreed',
    locale: consent.locale,
    payload: { version: consent.version },
    submitted: true,
    consents: [
      {
        purpose: 'credit_report_terms',
        granted: true,
        documentVersion: consent.version,
        documentHash: consent.hash,
        locale: consent.locale,
      },
    ],
    outboxEvent: 'credit_report_consent.recorded',
  };
}

export async function consentExists(db: Db, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.kind, 'credit_report_consent'),
        eq(submissions.reference, reference),
        isNull(submissions.purgedAt),
      ),
    );
  return row !== undefined;
}
