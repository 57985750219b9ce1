import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { consents, submissions } from '@/db/schema';
import { purgeByReference } from './retention-repository';

/**
 * A personal-data access or erasure request under the PDPO (docs/operations.md): the record a
 * reference names, as the person gave it and as the site answered, with what they agreed to.
 */
export async function subjectRecord(db: Db, reference: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.reference, reference));
  if (!row) return null;
  const agreed = await db
    .select({
      purpose: consents.purpose,
      granted: consents.granted,
      documentVersion: consents.documentVersion,
      recordedAt: consents.recordedAt,
    })
    .from(consents)
    .where(eq(consents.submissionId, row.id));
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    purgedAt: row.purgedAt?.toISOString() ?? null,
    details: row.payload,
    answer: row.result,
    consents: agreed.map((consent) => ({
      ...consent,
      recordedAt: consent.recordedAt.toISOString(),
    })),
  };
}

/** Erases the record's personal data, keeping the audit stub and the consent records: 1 or 0. */
export const eraseSubject = (db: Db, reference: string) => purgeByReference(db, reference);
