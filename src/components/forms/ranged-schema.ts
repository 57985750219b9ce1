/**
 * A form's schema loader for the values the page gave it (a loan product's published range, as the
 * server read it from the content store): the module (and zod) loads at the first check, and the
 * schema is built once from it. The server builds the same schema from the store at each request.
 */
export function rangedSchema<R, S>(
  load: () => Promise<(range: R) => S>,
  range: R,
): () => Promise<S> {
  let made: Promise<S> | undefined;
  return () => (made ??= load().then((build) => build(range)));
}
