/**
 * The minimum fill time (FORM_MIN_FILL_MS) of the suite's own server. The product's default is 3 s
 * (src/lib/env-form-settings.ts, judged in src/server/api/bot-check.test.ts); the suite uses 1 s, which
 * keeps "sent at once is too fast" testable (form-token.spec.ts) and saves 2 s of waiting per form
 * sent (about a hundred cases). Servers a spec starts itself keep their own setting.
 */
export const suiteMinFillMs = 1_000;
