/** The database cannot answer now (down, locked, too slow): the API answers 503 with Retry-After. */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is unavailable.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
// node-postgres raises these without a code.
const poolMessages =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end/i;

function isUnavailableCause(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return true;
    // SQLSTATE 08 connection, 53 resources, 57P0x shutdown, 57014 statement timeout.
    if (/^(08|53)/.test(code) || /^57P0/.test(code) || code === '57014') return true;
  }
  return poolMessages.test(error.message);
}

/** Whether `test` holds for the error or one of its causes (Drizzle wraps the driver's error). */
function someCause(error: unknown, test: (cause: unknown) => boolean): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (test(current)) return true;
  }
  return false;
}

/** True when the error (or any cause, e.g. inside Drizzle's query error) means the database is not reachable. */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  someCause(error, isUnavailableCause);

/** True when the error (or a cause of it) is a unique violation (SQLSTATE 23505) of `constraint`. */
export const violatesUnique = (error: unknown, constraint: string): boolean =>
  someCause(error, (cause) => {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
    return code === '23505' && name === constraint;
  });

/** Rejects with DatabaseUnavailableError when the work takes longer than the budget (the work may still finish). */
export async function withTimeBudget<T>(work: Promise<T>, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new DatabaseUnavailableError(`No answer from the database within ${budgetMs} ms.`)),
      budgetMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
