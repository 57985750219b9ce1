/** The name the token is posted under, by the browser (no JavaScript) and by the form's island. */
export const FORM_TOKEN_FIELD = 'form_token';

/**
 * The form token the page issued for this render (`issueFormToken(kind)` in
 * src/server/api/form-token-key.ts), as a hidden input inside the form: a native post carries it,
 * and the island reads it from there (formTokenOf) and sends it with its JSON.
 */
export function FormTokenField({ token }: { token: string | undefined }) {
  return token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null;
}

type InForm = { form: { elements: { namedItem(name: string): unknown } } | null } | null;

/** The token of the form `field` sits in (any of its inputs, e.g. the honeypot), if it has one. */
export function formTokenOf(field: InForm | undefined): string | undefined {
  const input = field?.form?.elements.namedItem(FORM_TOKEN_FIELD) as { value?: unknown } | null;
  return typeof input?.value === 'string' && input.value ? input.value : undefined;
}
