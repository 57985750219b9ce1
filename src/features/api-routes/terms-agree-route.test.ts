import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { submissionByReference } from '@/db/testing/inspect';
import { apiRequest } from '@/server/api/testing/api-request';
import { jsonRoute } from './route-lookup';

const qrCode = jsonRoute('konew_qr_code');
/** A QR code asked for as the page asks for one (no Idempotency-Key: it stores nothing). */
const askQr = (body: Record<string, unknown>) =>
  qrCode(apiRequest('/api/v2/konew_qr_code', body, { key: null }));
const agree = jsonRoute('konew_tutnc_agree');
const terms = jsonRoute('konew_tutnc');

const read = async (locale?: string) =>
  (await terms(apiRequest('/api/v2/konew_tutnc', locale ? { locale } : {}, { key: null }))).json();

describe('POST /api/v2/konew_tutnc', () => {
  it('answers the current terms with version, locale and sections in both languages', async () => {
    const zh = await read('zh-HK');
    const en = await read('en-US');
    expect(zh.version).toBe(en.version);
    expect(zh).toMatchObject({ locale: 'zh-HK', title: expect.stringContaining('信貸報告') });
    expect(en).toMatchObject({ locale: 'en-US', title: expect.stringContaining('Credit Report') });
    expect(zh.sections).toHaveLength(en.sections.length);
    expect(zh.hash).not.toBe(en.hash);
    expect((await read()).locale).toBe('zh-HK');
  });
});

describeEachDatabase('credit report consent and QR codes', (database) => {
  it('records consent to the current version with its hash and locale, and refuses an outdated version', async () => {
    const current = await read('en-US');
    const response = await agree(
      apiRequest('/api/v2/konew_tutnc_agree', {
        version: current.version,
        locale: 'en-US',
        agree: true,
      }),
    );
    expect(response.status).toBe(201);
    const { consentReference } = await response.json();
    const stored = await submissionByReference(database().db, consentReference);
    expect(stored?.consents).toEqual([
      expect.objectContaining({
        purpose: 'credit_report_terms',
        granted: true,
        documentVersion: current.version,
        documentHash: current.hash,
        locale: 'en-US',
      }),
    ]);
    const outdated = await agree(
      apiRequest('/api/v2/konew_tutnc_agree', {
        version: 'credit-report-terms-2020-01',
        locale: 'en-US',
        agree: true,
      }),
    );
    expect(outdated.status).toBe(409);
    expect((await outdated.json()).error.code).toBe('terms_version_outdated');
  });

  it('draws QR codes only for allow-listed targets, the hand-off only for a recorded consent', async () => {
    const download = await askQr({ target: 'app_download', locale: 'en-US' });
    expect(await download.json()).toMatchObject({
      url: 'http://localhost:3000/en-US/download-app-redirect',
      svg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/),
    });

    const refused = await askQr({ target: 'https://evil.example/' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fields).toEqual({ target: 'target_not_allowed' });
    const smuggled = await askQr({ target: 'app_download', url: 'https://evil.example/' });
    expect((await smuggled.json()).error.fields).toEqual({ url: 'unknown_field' });

    const unknown = await askQr({
      target: 'credit_report_handoff',
      consentReference: 'CRC-00000-00000',
    });
    expect(unknown.status).toBe(404);
    const { version } = await read();
    const { consentReference } = await (
      await agree(
        apiRequest('/api/v2/konew_tutnc_agree', { version, locale: 'zh-HK', agree: true }),
      )
    ).json();
    const handoff = await askQr({ target: 'credit_report_handoff', consentReference });
    expect((await handoff.json()).url).toBe(
      `http://localhost:3000/open-app-redirect?target=credit_report&consent=${consentReference}`,
    );
  });
});
