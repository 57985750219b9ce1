import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { metrics } from '@opentelemetry/api';
import { PrometheusExporter, PrometheusSerializer } from '@opentelemetry/exporter-prometheus';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { closeDatabase, openDatabase, useDatabase } from '@/db/client';
import { freshPgliteFolder } from '@/db/testing/test-database';
import { withFreshSlot } from '@/lib/process-singleton';
import { ApiError } from '@/server/api/api-error';
import type { Endpoint } from '@/server/api/endpoint';
import { storing, testEndpoint } from '@/server/api/testing/test-endpoint';
import { countDelivery, observeOutbox } from './outbox-metrics';
import { observeRequest } from './request-telemetry';
import { countCacheLookup, countPublishCall, countReadiness } from './site-metrics';
import { countSubmission } from './submission-metrics';

const folder = path.resolve(import.meta.dirname, '../../../deploy/prometheus');
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find(existsSync);
type Rule = { alert: string; expr: string; labels: { severity: string }; annotations: object };

/** Every metric name the server exports, as the Prometheus endpoint writes them (each recorded once). */
function exportedNames(): Promise<Set<string>> {
  // The process's database slot is put back after (test files share the process).
  return withFreshSlot('db.state', recordEachMetric);
}

async function recordEachMetric(): Promise<Set<string>> {
  const dataDir = await freshPgliteFolder();
  useDatabase(await openDatabase({ dataDir, timeoutMs: 10_000 }));
  const exporter = new PrometheusExporter({ preventServerStart: true });
  metrics.setGlobalMeterProvider(new MeterProvider({ readers: [exporter] }));
  try {
    observeOutbox();
    const res = Object.assign(new EventEmitter(), { headersSent: true, statusCode: 200 });
    const req = { method: 'GET', headers: {} } as IncomingMessage;
    observeRequest(req, res as unknown as ServerResponse, (slot) => (slot.routePattern = '/x'));
    res.emit('finish');
    const form = testEndpoint(storing) as Endpoint;
    countSubmission(form, new Response(null, { status: 201 }), undefined);
    countSubmission(
      form,
      new Response(null, { status: 422 }),
      new ApiError(422, 'validation_failed'),
    );
    for (const outcome of ['ok', 'failed', 'dead_lettered'] as const) countDelivery(outcome);
    countCacheLookup('hit');
    countPublishCall(200);
    countReadiness(true);
    countReadiness(false);
    const { resourceMetrics } = await exporter.collect();
    const text = new PrometheusSerializer('konew').serialize(resourceMetrics);
    return new Set([...text.matchAll(/^# TYPE (\S+)/gm)].map((match) => match[1] as string));
  } finally {
    metrics.disable();
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

afterAll(() => metrics.disable());

describe('deploy/prometheus/alerts.yml', () => {
  it('names only metrics the server exports, and each rule says how bad it is', async () => {
    const names = await exportedNames();
    expect([...names].sort()).toEqual(
      expect.arrayContaining([
        'konew_http_server_request_duration_seconds',
        'konew_submissions_stored_total',
        'konew_submissions_refused_total',
        'konew_outbox_depth',
        'konew_outbox_oldest_undelivered_age_seconds',
        'konew_lead_deliveries_total',
        'konew_db_client_operation_duration_seconds',
        'konew_route_cache_requests_total',
        'konew_publish_webhook_calls_total',
        'konew_readiness_checks_total',
        'konew_readiness_changes_total',
      ]),
    );
    const file = parse(readFileSync(path.join(folder, 'alerts.yml'), 'utf8')) as {
      groups: { rules: Rule[] }[];
    };
    const rules = file.groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['LeadsUndelivered', 'ServerErrors', 'ReadinessFlapping']),
    );
    for (const rule of rules) {
      expect(['page', 'ticket']).toContain(rule.labels.severity);
      expect(rule.annotations).toHaveProperty('summary');
      const used = [...rule.expr.matchAll(/\bkonew_[a-z0-9_]+/g)].map((match) =>
        match[0].replace(/_(bucket|count|sum)$/, ''),
      );
      expect(used.length).toBeGreaterThan(0);
      for (const name of used) expect(names, `${rule.alert}: ${name}`).toContain(name);
    }
  }, 60_000);

  // Debian's `prometheus` package ships promtool; .ci/run installs it and sets REQUIRE_PROMTOOL.
  it.runIf(promtool || process.env.REQUIRE_PROMTOOL)(
    'passes promtool: the rules check, and each alert fires on the series it is written for',
    () => {
      if (!promtool) throw new Error('promtool not found: apt-get install prometheus');
      const run = (...args: string[]) =>
        execFileSync(promtool, args, { cwd: folder, encoding: 'utf8' });
      expect(run('check', 'rules', 'alerts.yml')).toContain('SUCCESS: 4 rules found');
      expect(run('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
    },
    30_000,
  );
});
