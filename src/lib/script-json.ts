/**
 * A value as a JSON literal that is safe inside an inline `<script>` of an HTML page: `<`, `>` and `&`
 * are escaped so the text cannot close the element or open a comment, and U+2028 / U+2029 so older
 * parsers do not end a string there. Every inline script that carries data writes it through this.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
