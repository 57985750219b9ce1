import { cp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogSpace, tokens } from '@/content/testing/contentful-fixture';
import { contentDirWith } from '@/content/testing/export-fixture';
import { startFakeDeliveryApi, type FakeDeliveryApi } from '@/content/testing/fake-delivery-api';
import { contentReady, type ContentEnv } from './content-check';

let api: FakeDeliveryApi;
let contentDir: string;
/** Accepts connections and never answers. */
let silent: Server;
let silentUrl: string;

beforeAll(async () => {
  api = await startFakeDeliveryApi({ spaces: { space1: blogSpace }, tokens });
  contentDir = await contentDirWith(blogSpace);
  await cp(path.join(contentDir, 'card'), path.join(contentDir, 'sme'), { recursive: true });
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api.close();
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

const localEnv = (dir: string) =>
  ({
    CONTENT_SOURCE: 'local',
    CONTENT_DIR: dir,
    CONTENTFUL_ENVIRONMENT: 'master',
  }) as ContentEnv & {
    CONTENT_SOURCE: 'local' | 'contentful';
    CONTENT_DIR: string;
  };
/** The card space on Contentful at `url`; the SME space stays on the local store. */
const contentfulEnv = (url: string) => ({
  ...localEnv(contentDir),
  CONTENT_SOURCE: 'contentful' as const,
  CONTENTFUL_CARD_SPACE_ID: 'space1',
  CONTENTFUL_CARD_DELIVERY_TOKEN: tokens.delivery,
  CONTENTFUL_DELIVERY_URL: url,
});

describe('the content readiness check', () => {
  it("is ready when every space's local export loads", async () => {
    expect(await contentReady(localEnv(contentDir), 2_000)).toBe(true);
  });

  it('is not ready when a space has no export', async () => {
    expect(await contentReady(localEnv(await contentDirWith(blogSpace)), 2_000)).toBe(false);
    expect(await contentReady(localEnv('/nowhere/content'), 2_000)).toBe(false);
  });

  it('asks Contentful for one entry through the SDK, and is ready when it answers', async () => {
    const before = api.seen.length;
    expect(await contentReady(contentfulEnv(api.url), 2_000)).toBe(true);
    expect(api.seen.slice(before).map(({ path, query }) => ({ path, query }))).toEqual([
      {
        path: '/spaces/space1/environments/master/entries',
        query: { limit: '1', include: '0' },
      },
    ]);
  });

  it('is not ready when Contentful fails, without retrying', async () => {
    api.script([{ status: 503 }]);
    const before = api.seen.length;
    expect(await contentReady(contentfulEnv(api.url), 2_000)).toBe(false);
    expect(api.seen.length - before).toBe(1);
  });

  it('is not ready when nothing listens where Contentful should be', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await contentReady(contentfulEnv(url), 2_000)).toBe(false);
  });

  it('is not ready within its budget when Contentful never answers', async () => {
    const started = Date.now();
    expect(await contentReady(contentfulEnv(silentUrl), 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
