import type { CreateClientParams } from 'contentful';

/** Delivery API client settings of the spec (section 9). */
export const CLIENT_TIMEOUT_MS = 30_000;
/** Retries on 5xx, 429 and connection errors, with growing waits (the SDK's backoff). */
export const CLIENT_RETRY_LIMIT = 5;
export const MAX_CONTENT_LENGTH = 1024 ** 3;
export const MAIN_ENVIRONMENT = 'master';

export type SpaceConfig = {
  spaceId: string;
  deliveryToken: string;
  previewToken?: string;
  environment: string;
  deliveryUrl?: string;
  previewUrl?: string;
};

const DEFAULT_HOSTS = {
  delivery: 'cdn.contentful.com',
  preview: 'preview.contentful.com',
} as const;

/** host, insecure and basePath of the SDK from a base URL such as `http://localhost:4010/cda`. */
function endpoint(url: string | undefined, fallbackHost: string) {
  if (!url) return { host: fallbackHost };
  const parsed = new URL(url);
  const basePath = parsed.pathname.replace(/\/+$/, '');
  return {
    host: parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname,
    insecure: parsed.protocol === 'http:',
    ...(basePath ? { basePath } : {}),
  };
}

/**
 * The SDK options for one space, delivery or preview. The environment id is passed only when it is
 * not the main one; throttle 'auto' keeps requests between 1 and 30 per second.
 */
export function clientParams(
  config: SpaceConfig,
  mode: 'delivery' | 'preview',
): CreateClientParams & { throttle: 'auto' } {
  const token = mode === 'preview' ? config.previewToken : config.deliveryToken;
  if (!token) throw new Error(`No ${mode} token for Contentful space ${config.spaceId}`);
  return {
    space: config.spaceId,
    accessToken: token,
    ...(config.environment && config.environment !== MAIN_ENVIRONMENT
      ? { environment: config.environment }
      : {}),
    ...endpoint(mode === 'preview' ? config.previewUrl : config.deliveryUrl, DEFAULT_HOSTS[mode]),
    timeout: CLIENT_TIMEOUT_MS,
    retryOnError: true,
    retryLimit: CLIENT_RETRY_LIMIT,
    throttle: 'auto',
    application: 'konew-website/1.0',
  };
}
