import { hasForbiddenCharacters } from '@/lib/text-characters';
import { validationFailed } from './api-error';

/**
 * How deep a JSON body may nest, counting the body itself as 1. The deepest request schema is 3
 * (`source_of_awareness.online[0]`, `context.campaign.source`); `storable-text.test.ts` keeps the
 * limit at least twice that. Deeper bodies are refused before anything walks them recursively.
 */
export const MAX_JSON_DEPTH = 8;

type Pending = { value: unknown; path: string; depth: number; field: string };

const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Where a parsed JSON body holds text no field takes (`hasForbiddenCharacters`: NUL, a lone
 * surrogate, a control or bidi character): field paths such as `name` or `properties.note`, and
 * `$root` for a bad key at the top. Such a body is refused as a whole, before any schema or database
 * sees it, on every endpoint that reads JSON.
 *
 * The walk uses its own stack, not recursion, so no body can overflow the call stack; a body nested
 * deeper than MAX_JSON_DEPTH throws 422 `too_deep`, named on its top-level field.
 */
export function unstorableTextFields(value: unknown): string[] {
  const found: string[] = [];
  const stack: Pending[] = [{ value, path: '', depth: 1, field: '$root' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, path, depth, field } = next;
    if (typeof item === 'string') {
      if (hasForbiddenCharacters(item)) found.push(path || '$root');
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) throw validationFailed({ [field]: 'too_deep' });
    const children: Pending[] = [];
    if (Array.isArray(item)) {
      item.forEach((child, index) => {
        children.push({ value: child, path: `${path}[${index}]`, depth: depth + 1, field });
      });
    } else {
      for (const [key, child] of Object.entries(item)) {
        if (hasForbiddenCharacters(key)) {
          found.push(path || '$root');
          continue;
        }
        const own = depth === 1 ? key : field;
        children.push({ value: child, path: childPath(path, key), depth: depth + 1, field: own });
      }
    }
    // Reversed onto the stack, so fields come out in the body's order.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return found;
}
