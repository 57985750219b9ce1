import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLocalSource } from '@/content/local/local-source';
import { createReader } from '@/content/reader';
import { createRepository } from '@/content/repository';
import { describeEachDatabase } from '@/db/testing/each-database';
import { apiRequest } from '@/server/api/testing/api-request';
import { POST as accountDelete } from '../../web/account_delete/route';
import { POST as smeApplication } from '../kcash_sme_loan_application/route';
import { POST as smeValidate } from '../kcash_sme_loan_application_validate/route';
import { POST as smeEnquiry } from '../kcash_sme_loan_enquiry/route';
import { GET as branches } from '../konew-center/route';
import { GET as faqs } from '../konew-faqs/route';
import { POST as ownerApplication } from '../konew_loan_application/route';
import { POST as ownerUpdate } from '../konew_loan_application_update/route';
import { POST as ownerEnquiry } from '../konew_loan_enquiry/route';
import { POST as qrCode } from '../konew_qr_code/route';
import { POST as terms } from '../konew_tutnc/route';
import { POST as termsAgree } from '../konew_tutnc_agree/route';
import { POST as valuationCreate } from '../konew_valuation_create/route';
import { POST as valuationLookup } from '../konew_valuation_get_by_encoded/route';
import { GET as openApi } from './route';

vi.mock('@/content/queries', () => ({
  getContent: async () =>
    createRepository(
      createReader(createLocalSource(path.resolve(__dirname, '../../../../content'))),
    ),
}));

type Handler = (request: Request) => Promise<Response> | Response;
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
  '/api/v2/kcash_sme_loan_enquiry': smeEnquiry,
  '/api/v2/kcash_sme_loan_application_validate': smeValidate,
  '/api/v2/kcash_sme_loan_application': smeApplication,
  '/api/v2/konew_tutnc': terms,
  '/api/v2/konew_tutnc_agree': termsAgree,
  '/api/v2/konew_qr_code': qrCode,
  '/api/v2/konew_loan_enquiry': ownerEnquiry,
  '/api/v2/konew_loan_application': ownerApplication,
  '/api/v2/konew_loan_application_update': ownerUpdate,
  '/api/v2/konew_valuation_create': valuationCreate,
  '/api/v2/konew_valuation_get_by_encoded': valuationLookup,
  '/api/web/account_delete': accountDelete,
};
const gets: Record<string, Handler> = {
  '/api/v2/konew-center': branches,
  '/api/v2/konew-faqs': faqs,
};

const documentPromise = (async (): Promise<Document> => openApi().json())();

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
