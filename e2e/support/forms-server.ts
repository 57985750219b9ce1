import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, type Page } from '@playwright/test';
import { allIslandsHydrated } from './hydrated';
import { suiteMinFillMs } from './min-fill';
import { freePort } from './server-instance';

/** One delivery from the leads webhook: the stored record with its consent records (lead-relay.ts). */
export type Lead = {
  delivery_id: string;
  event: string;
  record: {
    kind: string;
    reference: string;
    status: string;
    locale: string | null;
    data: Record<string, unknown>;
    result: Record<string, unknown> | null;
    consents: Array<{ purpose: string; granted: boolean; version: string; locale: string }>;
  };
};

/** Receives what the server delivers to the operations team: each stored record, read from the database. */
export class LeadSink {
  readonly leads: Lead[] = [];
  private server: Server | null = null;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk));
      req.on('end', () => {
        const lead = JSON.parse(body) as Lead;
        if (!this.leads.some((seen) => seen.delivery_id === lead.delivery_id))
          this.leads.push(lead);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/leads`;
  }

  /** The records whose data matches, once `count` of them have arrived (then a moment more for strays). */
  async records(match: (lead: Lead) => boolean, count = 1, timeoutMs = 20_000): Promise<Lead[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && this.leads.filter(match).length < count) await sleep(100);
    await sleep(1_000);
    return this.leads.filter(match);
  }

  close() {
    this.server?.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilUp(url: string, exited: () => string | null) {
  for (let i = 0; i < 240; i++) {
    const failure = exited();
    if (failure) throw new Error(failure);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * The forms' own server, per worker: the build the webServer made (`dist/`), a fresh PGlite folder
 * and a leads webhook pointing at a LeadSink. PGlite lets only the server process open its folder, so the
 * stored records are read as the server delivers them from its outbox.
 */
/** `page`, whose `goto` and `reload` resolve once every island on the new page has hydrated. */
export function hydratingPage(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await allIslandsHydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await allIslandsHydrated(page);
    return response;
  };
  return page;
}

export const test = base.extend<
  { leads: LeadSink },
  { formsServer: { baseURL: string; leads: LeadSink } }
>({
  formsServer: [
    async ({}, provide, workerInfo) => {
      // Own folder and a free port per worker process: a new worker never touches a folder an old server may still hold.
      const port = await freePort();
      const dataDir = `${process.env.DATA_DIR ?? 'data/pglite-forms'}-w${workerInfo.parallelIndex}-${process.pid}`;
      const leftovers = [dataDir, `${dataDir}.lock`, `${dataDir}.owner.json`];
      const leads = new LeadSink();
      await leads.start();
      const baseURL = `http://localhost:${port}`;
      const child = spawn(process.execPath, ['serve/server.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          // Loopback over IPv4 only: the browser (::1 first) and Playwright's route.fetch then reach it
          // from one client address, the one an idempotent replay is bound to.
          HOSTNAME: '127.0.0.1',
          SITE_ORIGIN: baseURL,
          DATA_DIR: dataDir,
          LEADS_WEBHOOK_URL: leads.url,
          LEADS_WEBHOOK_SECRET: 'forms-e2e-secret-0123456789',
          // Every test submits from 127.0.0.1: room for the whole suite, the limit itself is tested by the API.
          RATE_LIMIT_SUBMIT: '500/600',
          RATE_LIMIT_READ: '1000/60',
          FORM_MIN_FILL_MS: String(suiteMinFillMs),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      let exit: string | null = null;
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.on('exit', (code) => (exit = `forms server exited (${code}):\n${output.slice(-4000)}`));
      await waitUntilUp(`${baseURL}/tester`, () => exit);
      await provide({ baseURL, leads });
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
      );
      clearTimeout(killer);
      leads.close();
      for (const path of leftovers) rmSync(path, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ formsServer }, provide) => provide(formsServer.baseURL),
  // Every page these tests open has its islands running before the test acts (each form's island
  // waits until it is visible or the browser is idle).
  page: async ({ page }, provide) => provide(hydratingPage(page)),
  leads: async ({ formsServer }, provide) => provide(formsServer.leads),
});

export { expect } from '@playwright/test';

/** Everything the page keeps in browser storage and cookies, to look for typed values in. */
export async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookies: document.cookie,
    }),
  );
}

/** Answers the first `count` calls to `path` with 503; the first of them after the server stored it (a lost answer). */
export async function failFirstCalls(page: Page, path: string, count: number) {
  let calls = 0;
  const keys: string[] = [];
  await page.route(`**${path}`, async (route) => {
    calls += 1;
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (calls > count) return route.continue();
    if (calls === 1) await route.fetch();
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '1' },
      body: JSON.stringify({ error: { code: 'database_unavailable' } }),
    });
  });
  return { calls: () => calls, keys };
}
