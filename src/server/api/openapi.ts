import { z } from '@/lib/zod';
import type { ApiErrorCode } from './api-error';
import { botCheckFields } from './bot-check';
import type { Endpoint, QueryEndpoint } from './endpoint';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client sends (`input`) or receives (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  delete converted.$schema;
  return converted;
}

const toSchema = (schema: z.ZodType) => jsonSchema(schema, 'input');
const output = (schema: z.ZodType) => jsonSchema(schema, 'output');

/** The form's schema plus the bot-check fields every form sends on the wire. */
function requestSchema(endpoint: Endpoint): JsonSchema {
  const schema = toSchema(endpoint.request);
  if (!endpoint.botCheck) return schema;
  const bot = toSchema(z.object(botCheckFields));
  return {
    ...schema,
    properties: { ...(schema.properties as object), ...(bot.properties as object) },
    required: [...((schema.required as string[]) ?? []), 'fill_ms'],
  };
}

/** The example body as sent on the wire: a form adds its bot-check timing. */
function requestExample(endpoint: Endpoint): unknown {
  return endpoint.botCheck
    ? { ...(endpoint.example as object), fill_ms: 15_000 }
    : endpoint.example;
}

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function responses(endpoint: Endpoint) {
  const codes = (list: ApiErrorCode[]) => `Codes: ${list.join(', ')}.`;
  return {
    [endpoint.successStatus]: {
      description: 'Success',
      content: { 'application/json': { schema: output(endpoint.response) } },
    },
    ...(endpoint.idempotent
      ? {
          400: errorRef(
            codes(['idempotency_key_missing', 'idempotency_key_invalid', 'invalid_json']),
          ),
        }
      : { 400: errorRef(codes(['invalid_json'])) }),
    403: errorRef(codes(['forbidden_origin'])),
    ...(endpoint.errors.includes('not_found') ? { 404: errorRef(codes(['not_found'])) } : {}),
    ...(endpoint.idempotent
      ? {
          409: errorRef(
            codes([
              'request_in_progress',
              'idempotency_key_conflict',
              ...endpoint.errors.filter((c) => c.includes('submitted') || c.includes('outdated')),
            ]),
          ),
        }
      : {}),
    413: errorRef(codes(['payload_too_large'])),
    415: errorRef(codes(['unsupported_media_type'])),
    422: errorRef(
      codes([
        'validation_failed',
        ...(endpoint.botCheck
          ? ([
              'bot_suspected',
              'submitted_too_fast',
              'form_token_invalid',
              'form_token_expired',
            ] as const)
          : []),
        ...(endpoint.idempotent ? (['idempotency_key_reused'] as const) : []),
      ]) + ' `fields` maps each field path to a code.',
    ),
    429: errorRef(
      codes(['rate_limited']) +
        ' Retry-After and retry_after_seconds say when to try again. Stored submissions and refused attempts (400, 413, 422) are limited apart; replays of a stored submission are not counted.',
    ),
    500: errorRef(codes(['internal_error']) + ' Quote error_id to support.'),
    503: errorRef(
      codes(['database_unavailable', 'shutting_down']) + ' Retry-After says when to try again.',
    ),
  };
}

/** A GET endpoint: one query parameter per property of its schema. */
function queryOperation(endpoint: QueryEndpoint) {
  const schema = toSchema(endpoint.query);
  const required = (schema.required as string[] | undefined) ?? [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return {
    get: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      parameters: Object.entries(properties).map(([name, property]) => ({
        name,
        in: 'query',
        required: required.includes(name),
        schema: property,
      })),
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: {} } } },
        422: errorRef(
          'Codes: validation_failed. `fields` maps each parameter to repeated, unknown_parameter or invalid_value.',
        ),
        500: errorRef('Codes: internal_error. Quote error_id to support.'),
      },
    },
  };
}

/** An OpenAPI 3.1 document generated from the endpoints' zod schemas. */
export function openApiDocument(
  endpoints: Endpoint[],
  queryEndpoints: QueryEndpoint[],
  info: { title: string; version: string },
) {
  const queryPaths = queryEndpoints.map((endpoint) => [endpoint.path, queryOperation(endpoint)]);
  const postPaths = endpoints.map((endpoint) => [
    endpoint.path,
    {
      post: {
        operationId: endpoint.name,
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        parameters: endpoint.idempotent
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: true,
                description:
                  'One per submission (8–128 of A-Z a-z 0-9 _ . : -); resend it on retries.',
                schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' },
              },
            ]
          : [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: requestSchema(endpoint),
              example: requestExample(endpoint),
            },
          },
        },
        responses: responses(endpoint),
      },
    },
  ]);
  const paths = Object.fromEntries([...postPaths, ...queryPaths]);
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'JSON in and out. POSTs from a browser must come from the site itself (Origin). Bodies over 32 KB are refused.',
    },
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code'],
              properties: {
                code: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
                error_id: { type: 'string', format: 'uuid' },
                retry_after_seconds: { type: 'integer', minimum: 1 },
              },
            },
          },
        },
      },
    },
  };
}
