/**
 * The form token a page renders into its form (src/server/api/form-token.ts): what a browser posts
 * back. For the tests that send a form's JSON themselves; a browser test gets it from the page.
 */

/** The page that renders the form of each bot-checked endpoint (by its path). */
export const formPageOf: Record<string, string> = {
  '/api/v2/kcash_sme_loan_enquiry': '/sme-loan',
  '/api/v2/kcash_sme_loan_application': '/sme-loan/apply',
  '/api/v2/konew_loan_enquiry': '/property-owner-loan',
  '/api/v2/konew_loan_application': '/property-owner-loan/apply',
  '/api/v2/konew_valuation_create': '/property-valuation',
  '/api/web/account_delete': '/account_delete',
};

/** The token in a form page's HTML ('' when it has none). */
export const formTokenIn = (html: string): string =>
  /<input type="hidden" name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

const issued = new Map<string, Promise<string>>();

/**
 * A token from the form page of `endpoint` on `base`, once it is older than the minimum fill time
 * (`minFillMs`, the server's FORM_MIN_FILL_MS; 3 s by default). A token may be sent with any number
 * of submissions: each worker fetches one per server and form, and waits once.
 */
export function formToken(base: string, endpoint: string, minFillMs = 3_000): Promise<string> {
  const page = formPageOf[endpoint];
  if (!page) throw new Error(`no form page known for ${endpoint}`);
  const key = `${base}${page}`;
  let token = issued.get(key);
  if (!token) {
    token = (async () => {
      const html = await (await fetch(key)).text();
      const found = formTokenIn(html);
      if (!found) throw new Error(`${key} renders no form token`);
      await new Promise((resolve) => setTimeout(resolve, minFillMs + 100));
      return found;
    })();
    issued.set(key, token);
  }
  return token;
}
