import { describe, expect, it } from 'vitest';
import {
  documentedEndpoints,
  documentedQueryEndpoints,
  routeOf,
} from '@/features/api-routes/route-lookup';

type Operation = {
  parameters: Array<{ name: string; required: boolean }>;
  requestBody: {
    content: {
      'application/json': {
        schema: {
          properties: Record<string, { enum?: string[]; description?: string }>;
          required?: string[];
          description?: string;
        };
      };
    };
  };
  responses: Record<string, unknown>;
};

describe('GET /api/v2/openapi.json', async () => {
  // The route reads nothing of its context.
  const response = await routeOf('openapi').GET({} as never);
  const document = await response.json();
  const operation = (path: string): Operation => document.paths[path].post;

  it('is an OpenAPI 3.1 document listing every endpoint', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [...documentedEndpoints, ...documentedQueryEndpoints].map((endpoint) => endpoint.path).sort(),
    );
    expect(Object.keys(document.paths)).toContain('/api/web/account_delete');
  });

  it('documents the SME application with its enumerations, rules, bot-check fields and Idempotency-Key', () => {
    const application = operation('/api/v2/kcash_sme_loan_application');
    const schema = application.requestBody.content['application/json'].schema;
    expect(schema.properties.industry?.enum).toHaveLength(17);
    expect(schema.properties.company_type?.enum).toEqual([
      'limited_company',
      'sole_proprietor',
      'partnership',
    ]);
    expect(schema.properties.premises_ownership?.enum).toHaveLength(4);
    expect(schema.properties.loan_purpose?.enum).toHaveLength(6);
    expect(schema.description).toContain('pos_model is required when has_pos');
    // fill_ms counts only without a form_token (bot-check.ts): the schema requires neither.
    expect(schema.required).not.toContain('fill_ms');
    expect(schema.properties.fill_ms?.description).toContain('Required without a form_token');
    expect(schema.properties).toHaveProperty('website');
    expect(application.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', required: true }),
    ]);
    expect(Object.keys(application.responses)).toEqual(
      expect.arrayContaining([
        '201',
        '400',
        '403',
        '409',
        '413',
        '415',
        '422',
        '429',
        '500',
        '503',
      ]),
    );
  });

  it('documents the valuation payload with the spec defaults', () => {
    const schema = operation('/api/v2/konew_valuation_create').requestBody.content[
      'application/json'
    ].schema as unknown as {
      properties: Record<string, { default?: unknown }>;
    };
    expect(schema.properties.source?.default).toBe('konew_web');
    expect(schema.properties.isEng?.default).toBe(false);
  });
});
