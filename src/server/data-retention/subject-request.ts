import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { submissions } from '@/db/schema';
import { recordWithConsents } from '@/server/submissions/submission-repository';
import { purgeByReference } from './retention-repository';

/**
 * A personal-data access or erasure request under the PDPO (docs/operations.md): the record a
 * reference names, as the person gave it and as the site answered, with what they agreed to.
 */
export async function subjectRecord(db: Db, reference: string) {
  const found = await recordWithConsents(db, eq(submissions.reference, reference));
  if (!found) return null;
  const { record } = found;
  return {
    reference: record.reference,
    kind: record.kind,
    status: record.status,
    locale: record.locale,
    createdAt: record.createdAt.toISOString(),
    submittedAt: record.submittedAt?.toISOString() ?? null,
    purgedAt: record.purgedAt?.toISOString() ?? null,
    details: record.payload,
    answer: record.result,
    consents: found.consents.map((consent) => ({
      ...consent,
      recordedAt: consent.recordedAt.toISOString(),
    })),
  };
}

/** Erases the record's personal data, keeping the audit stub and the consent records: 1 or 0. */
export const eraseSubject = (db: Db, reference: string) => purgeByReference(db, reference);
