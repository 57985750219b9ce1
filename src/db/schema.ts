import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every visitor submission (SME enquiry and application, valuation, property-owner loan, credit-report
 * consent, account deletion). Personal data lives only in `payload`; the purge job nulls it and keeps
 * the row as a non-personal audit stub.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull().unique(),
    status: text('status').notNull(),
    locale: text('locale'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** Non-personal output shown back to the visitor (e.g. a valuation range). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** SHA-256 of the unguessable token that lets a visitor read or continue this record. */
    accessHash: text('access_hash').unique(),
    /** The visitor's utm_* campaign (src/lib/lead-campaign.ts): tokens, never personal, kept after a purge. */
    campaignSource: text('campaign_source'),
    campaignMedium: text('campaign_medium'),
    campaignName: text('campaign_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (table) => [index('submissions_kind_created_idx').on(table.kind, table.createdAt)],
);

/** What a visitor agreed to (or declined): document version and hash, locale, time. No personal data. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    documentVersion: text('document_version').notNull(),
    documentHash: text('document_hash').notNull(),
    locale: text('locale').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consents_submission_idx').on(table.submissionId)],
);

/** Deliveries owed to the leads webhook; the row id is the delivery id the receiver de-duplicates on. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    event: text('event').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A relay that claimed the row owns it until then (several server processes on PostgreSQL). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Given up after the last scheduled attempt: waits for `npm run leads:redeliver`. */
    deadLetteredAt: timestamp('dead_lettered_at', { withTimezone: true }),
    /** When operations were told this row was overdue (told once). */
    overdueAlertedAt: timestamp('overdue_alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.deadLetteredAt} is null`),
  ],
);

/** Idempotency keys per endpoint: the first request claims the key, its answer is replayed after. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Hash of the client address that claimed the key: only it gets the stored answer back. */
    clientHash: text('client_hash'),
    /** Random per claim, so only the claimant can complete it. */
    claimToken: uuid('claim_token').notNull(),
    state: text('state').$type<'in_flight' | 'done'>().notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_created_idx').on(table.createdAt),
  ],
);

/** Shared rate-limit counters (PostgreSQL; PGlite keeps them in memory). `bucket` holds a hash, never an IP. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    index('rate_limit_window_idx').on(table.windowStart),
  ],
);

/** Events received by the built-in analytics collector: no personal data (the collector refuses it). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey(),
    event: text('event').notNull(),
    anonymousId: text('anonymous_id').notNull(),
    /** `properties.page`, kept apart for the report. */
    page: text('page'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>(),
    campaignSource: text('campaign_source'),
    campaignMedium: text('campaign_medium'),
    campaignName: text('campaign_name'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_received_idx').on(table.receivedAt)],
);

/**
 * Cache tags revalidated on any server process (PostgreSQL only): each process's cache handler treats
 * an entry carrying one of them as gone once it expired after the entry was stored. Times in ms.
 */
export const cacheTagRevalidations = pgTable('cache_tag_revalidations', {
  tag: text('tag').primaryKey(),
  revalidatedAt: bigint('revalidated_at', { mode: 'number' }).notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

/**
 * Secrets the server makes for itself when none is configured (the form-token key): one row each,
 * so every instance on this database and every restart of it signs and checks with the same one.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64url of random bytes. */
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export { branchBookings } from './branch-booking-schema';
