import { randomUUID } from 'node:crypto';

/** The SME enquiry: the form the load posts (the page that renders its token: /sme-loan). */
export const enquiry = 'api/v2/kcash_sme_loan_enquiry';
const pages = ['/', '/en-US/sme-loan', '/faq', '/en-US/promotions'];

export type LoadCounts = {
  sent: number;
  /** The references of the posts answered 201. */
  created: string[];
  /** Each request that did not get its expected answer (200 for a page, 201 for a post). */
  failures: string[];
};

/**
 * A steady load through `front` (issue 53: the rolling restart tests, e2e/rolling-restart.spec.ts
 * and scripts/ci/kube.sh): one request every `everyMs` (50: 20 a second), each fourth a form post
 * with an Idempotency-Key of its own, the others pages with a query of their own (past nginx's page
 * cache, to an instance). `stop()` waits for the requests in flight and gives the counts.
 */
export function steadyLoad(front: string, form_token: string, everyMs = 50) {
  const counts: LoadCounts = { sent: 0, created: [], failures: [] };
  const send = async (n: number) => {
    const post = n % 4 === 3;
    try {
      const response = post
        ? await fetch(`${front}/${enquiry}`, {
            method: 'POST',
            headers: {
              origin: front,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({
              name: 'Chan Tai Man',
              mobile: '91234567',
              email: 'rolling.restart@example.com',
              company_name: 'Example Trading Limited',
              loan_amount: 300_000,
              agree_tnc: true,
              locale: 'en-US',
              form_token,
              fill_ms: 5000,
            }),
          })
        : await fetch(`${front}${pages[n % pages.length]}?n=${n}`);
      const expected = post ? 201 : 200;
      if (response.status !== expected) counts.failures.push(`${n}: ${response.status}`);
      if (post && response.status === 201)
        counts.created.push(((await response.json()) as { reference: string }).reference);
      else await response.arrayBuffer();
    } catch (error) {
      counts.failures.push(`${n}: ${(error as Error).message}`);
    }
  };
  let running = true;
  const inFlight: Promise<void>[] = [];
  const load = (async () => {
    for (let n = 0; running; n += 1) {
      inFlight.push(send(n));
      counts.sent += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    counts,
    async stop(): Promise<LoadCounts> {
      running = false;
      await load;
      await Promise.all(inFlight);
      return counts;
    },
  };
}
