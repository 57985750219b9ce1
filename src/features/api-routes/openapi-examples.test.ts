import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { POST as accountDelete } from '@/pages/api/web/account_delete';
import { POST as smeApplication } from '@/pages/api/v2/kcash_sme_loan_application';
import { POST as smeValidate } from '@/pages/api/v2/kcash_sme_loan_application_validate';
import { POST as smeEnquiry } from '@/pages/api/v2/kcash_sme_loan_enquiry';
import { GET as branches } from '@/pages/api/v2/konew-center';
import { POST as branchBooking } from '@/pages/api/v2/konew_branch_booking';
import { GET as faqs } from '@/pages/api/v2/konew-faqs';
import { POST as ownerApplication } from '@/pages/api/v2/konew_loan_application';
import { POST as ownerUpdate } from '@/pages/api/v2/konew_loan_application_update';
import { POST as ownerEnquiry } from '@/pages/api/v2/konew_loan_enquiry';
import { POST as qrCode } from '@/pages/api/v2/konew_qr_code';
import { POST as terms } from '@/pages/api/v2/konew_tutnc';
import { POST as termsAgree } from '@/pages/api/v2/konew_tutnc_agree';
import { POST as valuationCreate } from '@/pages/api/v2/konew_valuation_create';
import { POST as valuationLookup } from '@/pages/api/v2/konew_valuation_get_by_encoded';
import { GET as openApi } from '@/pages/api/v2/openapi.json';
import { apiRequest } from '@/server/api/testing/api-request';

type Handler = (request: Request) => Promise<Response> | Response;
/** The Astro endpoint called as Astro calls it: these read only the request. */
const endpoint =
  (route: APIRoute): Handler =>
  (request) =>
    route({ request } as never);
type Parameter = { name: string; in: string; required: boolean; schema: { enum?: string[] } };
type Document = {
  paths: Record<
    string,
    {
      post?: {
        parameters: Parameter[];
        requestBody: { content: { 'application/json': { example?: Record<string, unknown> } } };
      };
      get?: { parameters: Parameter[]; responses: Record<string, unknown> };
    }
  >;
};

const posts: Record<string, Handler> = {
  '/api/v2/kcash_sme_loan_enquiry': endpoint(smeEnquiry),
  '/api/v2/kcash_sme_loan_application_validate': endpoint(smeValidate),
  '/api/v2/kcash_sme_loan_application': endpoint(smeApplication),
  '/api/v2/konew_tutnc': endpoint(terms),
  '/api/v2/konew_tutnc_agree': endpoint(termsAgree),
  '/api/v2/konew_qr_code': endpoint(qrCode),
  '/api/v2/konew_loan_enquiry': endpoint(ownerEnquiry),
  '/api/v2/konew_loan_application': endpoint(ownerApplication),
  '/api/v2/konew_loan_application_update': endpoint(ownerUpdate),
  '/api/v2/konew_valuation_create': endpoint(valuationCreate),
  '/api/v2/konew_valuation_get_by_encoded': endpoint(valuationLookup),
  '/api/web/account_delete': endpoint(accountDelete),
  '/api/v2/konew_branch_booking': endpoint(branchBooking),
};
const gets: Record<string, Handler> = {
  '/api/v2/konew-center': endpoint(branches),
  '/api/v2/konew-faqs': endpoint(faqs),
};

const documentPromise = (async (): Promise<Document> =>
  (await endpoint(openApi)(new Request('http://localhost:3000/api/v2/openapi.json'))).json())();

/** Tokens one answer gives out and a later endpoint's example needs (a real one, not the placeholder). */
const handedOut = ['applicationToken', 'encodedId'] as const;

describeEachDatabase('the OpenAPI examples', () => {
  it('gives one example body per POST endpoint, and each is accepted (2xx) by its route', async () => {
    const document = await documentPromise;
    const postPaths = Object.keys(document.paths).filter((path) => document.paths[path]?.post);
    expect(postPaths.sort()).toEqual(Object.keys(posts).sort());
    const tokens: Record<string, unknown> = {};
    const answers: Record<string, number> = {};
    for (const path of Object.keys(posts)) {
      const operation = document.paths[path]?.post;
      const example = operation?.requestBody.content['application/json'].example;
      expect(example, `${path} has an example`).toBeTypeOf('object');
      const body = { ...example };
      for (const name of handedOut) if (name in body && name in tokens) body[name] = tokens[name];
      const needsKey = operation?.parameters.some((p) => p.name === 'Idempotency-Key');
      const response = await posts[path]!(apiRequest(path, body, needsKey ? {} : { key: null }));
      answers[path] = response.status;
      const answer = (await response.json()) as Record<string, unknown>;
      for (const name of handedOut)
        if (typeof answer[name] === 'string') tokens[name] = answer[name];
    }
    for (const [path, status] of Object.entries(answers)) {
      expect({ path, accepted: status >= 200 && status < 300 }).toEqual({ path, accepted: true });
    }
  });
});

describe('the OpenAPI GET endpoints', () => {
  it('documents konew-center and konew-faqs with their query parameters', async () => {
    const document = await documentPromise;
    const names = (path: string) => document.paths[path]?.get?.parameters.map((p) => p.name);
    expect(names('/api/v2/konew-center')).toEqual(['region', 'district']);
    expect(names('/api/v2/konew-faqs')).toEqual(['locale', 'category', 'slug', 'skip', 'per_page']);
    expect(Object.keys(document.paths['/api/v2/konew-faqs']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '422']),
    );
  });

  it('documents the parameters the routes really take: each listed value answers 200', async () => {
    const document = await documentPromise;
    for (const [route, handler] of Object.entries(gets)) {
      let tried = 0;
      for (const parameter of document.paths[route]?.get?.parameters ?? []) {
        expect(parameter.in).toBe('query');
        const value = parameter.schema.enum?.[0];
        if (!value) continue;
        const url = `http://localhost:3000${route}?${parameter.name}=${encodeURIComponent(value)}`;
        const response = await handler(new Request(url));
        expect({ url, status: response.status }).toEqual({ url, status: 200 });
        tried += 1;
      }
      expect(tried, `${route} documents a parameter with listed values`).toBeGreaterThan(0);
    }
  });
});
