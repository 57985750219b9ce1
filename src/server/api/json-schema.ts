import { z } from '@/lib/zod';

export type JsonSchema = Record<string, unknown>;

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

/** What a client sends. */
export const toSchema = (schema: z.ZodType) => jsonSchema(schema, 'input');
/** What a client receives. */
export const output = (schema: z.ZodType) => jsonSchema(schema, 'output');
