import { expect, test } from '@playwright/test';
import pg from 'pg';
import { formToken } from './support/form-token';
import { nginxBinary, startNginxFront } from './support/nginx-front';
import { freePort, startInstance, type Instance } from './support/server-instance';
import { enquiry, steadyLoad } from './support/steady-load';
import { freshPostgresDatabase } from '../src/db/testing/test-database';

// The production profile under a rolling restart (issue 53): nginx in front of two instances on one
// PostgreSQL, a steady 20 requests a second (pages, and form posts with an Idempotency-Key), and
// each instance stopped (SIGTERM: it drains) and started again, one after the other. nginx asks the
// other instance when one drains (503) or is down (connection refused): no request fails, and every
// post answered 201 is stored once.
test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (npm test starts PostgreSQL)');
test.skip(!nginxBinary, 'needs nginx (.ci/run installs it)');

test('a rolling restart of both instances under steady load fails no request', async () => {
  test.setTimeout(300_000);
  const database = await freshPostgresDatabase();
  const port = await freePort();
  const front = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: database.url,
    SITE_ORIGIN: front,
    HOSTNAME: '127.0.0.1',
    TRUSTED_PROXY_HOPS: '1',
    FORM_TOKEN_SECRET: 'rolling-restart-form-token-secret-01',
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_SUBMIT: '100000/600',
    RATE_LIMIT_READ: '100000/60',
  };
  const ports = [await freePort(), await freePort()];
  const instances: Instance[] = await Promise.all(ports.map((p) => startInstance(p, env)));
  const nginx = await startNginxFront(
    port,
    ports.map((p) => `127.0.0.1:${p}`),
  );
  try {
    const form_token = await formToken(front, `/${enquiry}`, 0);
    const load = steadyLoad(front, form_token);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const [index, instance] of instances.entries()) {
      await instance.stop();
      instances[index] = await startInstance(ports[index]!, env);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    const { sent, created, failures } = await load.stop();
    console.log(
      `rolling restart: ${sent} requests, ${created.length} posts stored, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ reference: string }>(
      'select reference from submissions where reference = any($1)',
      [created],
    );
    await client.end();
    expect(rows).toHaveLength(created.length);
    expect(new Set(created).size).toBe(created.length);
  } finally {
    nginx.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
  }
});
