/**
 * The header in which the proxy hands a page render the path and query the visitor asked for
 * (Next gives a server component no other way to know it), so error screens can name it.
 */
export const requestPathHeader = 'x-konew-request-path';
