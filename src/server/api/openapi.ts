import { z } from '@/lib/zod';
import { botCheckFields } from './bot-check';
import type { Endpoint, QueryEndpoint } from './endpoint';
import { toSchema, type JsonSchema } from './json-schema';
import { errorRef, errorSchema, responses } from './openapi-responses';

/** The form's schema plus the bot-check fields every form sends on the wire. */
function requestSchema(endpoint: Endpoint): JsonSchema {
  const schema = toSchema(endpoint.request);
  if (!endpoint.botCheck) return schema;
  const bot = toSchema(z.object(botCheckFields));
  return {
    ...schema,
    properties: { ...(schema.properties as object), ...(bot.properties as object) },
  };
}

/** The example body as sent on the wire: a form adds its bot-check timing. */
function requestExample(endpoint: Endpoint): unknown {
  return endpoint.botCheck
    ? { ...(endpoint.example as object), fill_ms: 15_000 }
    : endpoint.example;
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
        Error: errorSchema,
      },
    },
  };
}
