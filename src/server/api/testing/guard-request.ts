import { ApiError } from '../api-error';

/** The site the guards are told is ours. */
export const site = 'https://www.example.com';

/** A POST to the site with only `headers` (and `body`). */
export const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request(`${site}/api/v2/x`, { method: 'POST', headers, body });

/** `status code` of the ApiError `work` throws, or null when it passes. */
export const codeOf = async (work: () => unknown) => {
  try {
    await work();
    return null;
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.code}` : String(error);
  }
};
