import { z } from '@/lib/zod';
import { MAX_JSON_DEPTH } from '../storable-text';
import { characterVectors, wrongValues } from './fuzz-vectors';

type Json = Record<string, unknown>;
type Node = {
  type?: string | string[];
  properties?: Record<string, Node>;
  anyOf?: Node[];
  oneOf?: Node[];
  enum?: unknown[];
  const?: unknown;
};

export type FuzzClass = 'nesting' | 'wrong_type' | 'characters' | 'canaries';

/** One malformed body, the fields the 422 must name, and their code if it is fixed. */
export type FuzzCase = {
  kind: FuzzClass;
  label: string;
  body: Json;
  /** The body as sent, when it is not `body` serialised. */
  raw?: string;
  /** The fields the 422 must name, each with `code` when it is given. */
  fields: string[];
  code?: string;
};

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Whether the schema takes a value of this kind at all (then it is not a wrong type). */
function takes(node: Node, kind: string): boolean {
  const alternatives = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  if (alternatives.length > 0) return alternatives.some((option) => takes(option, kind));
  if (node.enum) return node.enum.some((value) => kindOf(value) === kind);
  if ('const' in node) return kindOf(node.const) === kind;
  if (node.type === undefined) return true;
  const types = ([] as string[]).concat(node.type).map((t) => (t === 'integer' ? 'number' : t));
  return types.includes(kind);
}

/** Every declared field, nested object fields too, as [path, schema]. */
function fieldsOf(node: Node, path: string[] = []): [string[], Node][] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]): [string[], Node][] => [
    [[...path, key], child],
    ...fieldsOf(child, [...path, key]),
  ]);
}

/** String leaves of the example's objects (a record's entries, which the schema does not name). */
function textLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (kindOf(value) !== 'object') return [];
  return Object.entries(value as Json).flatMap(([key, child]) => textLeaves(child, [...path, key]));
}

/** `body` with `value` at `path`; missing parent objects are made empty. */
function withValue(body: Json, path: string[], value: unknown): Json {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  if (rest.length === 0) return { ...body, [head]: value };
  const parent = body[head];
  const base = kindOf(parent) === 'object' ? (parent as Json) : {};
  return { ...body, [head]: withValue(base, rest, value) };
}

const valueAt = (body: Json, path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Json | undefined)?.[key], body);

/**
 * Bodies nested past the limit: at the limit + 1 and far past it (5,000 levels, or as many as the
 * endpoint's body cap holds), in arrays and in objects. Sent as raw JSON text: JSON.stringify itself
 * overflows the stack on 5,000 levels.
 */
function nestingCases(example: Json, maxBytes: number): FuzzCase[] {
  const field = Object.keys(example)[0] ?? 'field';
  const shapes = { arrays: ['[', ']'], objects: ['{"a":', '}'] } as const;
  const around = JSON.stringify({ ...example, [field]: '\0' });
  return Object.entries(shapes).flatMap(([shape, [open, close]]) => {
    const fits = Math.floor((maxBytes - around.length) / (open.length + close.length));
    return [MAX_JSON_DEPTH + 1, Math.min(5_000, fits)].map((depth) => ({
      kind: 'nesting' as const,
      label: `${field} nested ${depth} deep in ${shape}`,
      body: example,
      raw: around.replace('"\\u0000"', `${open.repeat(depth - 1)}"x"${close.repeat(depth - 1)}`),
      fields: [field],
      code: 'too_deep',
    }));
  });
}

/** Every vector class for one endpoint, from its request schema and a valid example body. */
export function fuzzCases(schema: z.ZodType, example: Json, maxBytes: number): FuzzCase[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  const cases: FuzzCase[] = nestingCases(example, maxBytes);
  const textFields = new Map<string, string[]>();
  for (const [path, node] of fieldsOf(root)) {
    const field = path.join('.');
    for (const [name, value] of Object.entries(wrongValues)) {
      if (takes(node, kindOf(value))) continue;
      const body = withValue(example, path, value);
      cases.push({ kind: 'wrong_type', label: `${field} = ${name}`, body, fields: [field] });
    }
    if (takes(node, 'string')) textFields.set(field, path);
  }
  for (const path of textLeaves(example)) textFields.set(path.join('.'), path);
  return [...cases, ...characterCases(example, textFields)];
}

/**
 * Controls and bidi controls in the text fields: each vector in every text field at once (the 422
 * must name them all), each field alone with one vector (taken in turn), and one in a key.
 */
function characterCases(example: Json, textFields: Map<string, string[]>): FuzzCase[] {
  const code = 'invalid_characters';
  const poisoned = (body: Json, path: string[], vector: string) => {
    const given = valueAt(example, path);
    const text = typeof given === 'string' ? `${given}${vector}x` : `Chan${vector}Tai Man`;
    return withValue(body, path, text);
  };
  const vectors = Object.entries(characterVectors);
  const fields = [...textFields.keys()];
  const everywhere = vectors.map(([name, vector]): FuzzCase => {
    const body = [...textFields.values()].reduce((b, path) => poisoned(b, path, vector), example);
    return { kind: 'characters', label: `${name} in every text field`, body, fields, code };
  });
  const alone = [...textFields].map(([field, path], index): FuzzCase => {
    const [name, vector] = vectors[index % vectors.length]!;
    const body = poisoned(example, path, vector);
    return { kind: 'characters', label: `${field} with ${name}`, body, fields: [field], code };
  });
  const key: FuzzCase = {
    kind: 'characters',
    label: 'U+202E in a key',
    body: { ...example, 'note\u202etxt': 'x' },
    fields: ['$root'],
    code,
  };
  return [...everywhere, ...alone, key];
}
