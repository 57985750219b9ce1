import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { creditReportConsentPayload } from './credit-report-inputs';
import { CreditReportPageView } from './credit-report-page-view';
import { qrCodeRequestSchema, termsAgreeSchema } from './credit-report-schema';
import { currentTerms, handoffQrSvg } from './credit-report-service';
import { creditReportTerms } from './credit-report-terms';
import { CreditReportTermsView } from './credit-report-terms-view';

const { text } = creditReportTerms;
const origin = 'https://www.example.hk';

describe('the credit report terms (content)', () => {
  it('have the same numbered sections in both languages, with the privacy officer and the lender', () => {
    const zh = text['zh-HK'].sections;
    const en = text['en-US'].sections;
    expect(zh.map((s) => s.body.length)).toEqual(en.map((s) => s.body.length));
    zh.forEach((s, i) => expect(s.heading).toMatch(new RegExp(`^${i + 1}\\. `)));
    en.forEach((s, i) => expect(s.heading).toMatch(new RegExp(`^${i + 1}\\. `)));
    for (const locale of ['zh-HK', 'en-US'] as const) {
      const all = text[locale].sections.flatMap((s) => s.body).join('\n');
      expect(all).toContain(site.privacyOfficerEmail);
      expect(all).toContain(site.licensedName[locale]);
    }
    expect(creditReportTerms.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('are answered with a hash of each locale’s own text, stable from call to call', async () => {
    const zh = await currentTerms({ locale: 'zh-HK' });
    const en = await currentTerms({ locale: 'en-US' });
    expect(zh).toMatchObject({ version: creditReportTerms.version, locale: 'zh-HK' });
    expect(zh.title).toBe(text['zh-HK'].title);
    expect(en.sections).toBe(text['en-US'].sections);
    expect(zh.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(zh.hash).not.toBe(en.hash);
    expect((await currentTerms({ locale: 'zh-HK' })).hash).toBe(zh.hash);
  });
});

describe('the credit report requests', () => {
  it('need the box ticked, and the page’s locale is what is sent', () => {
    const payload = creditReportConsentPayload({ version: 'v1', agree: true }, 'en-US');
    expect(termsAgreeSchema.parse(payload)).toEqual({
      version: 'v1',
      locale: 'en-US',
      agree: true,
    });
    const unticked = termsAgreeSchema.safeParse({ ...payload, agree: false });
    expect(unticked.error?.issues[0]?.message).toBe('must_accept');
  });

  it('draw QR codes for allow-listed targets only, the hand-off with a well-formed reference', () => {
    expect(qrCodeRequestSchema.parse({ target: 'app_download' })).toEqual({
      target: 'app_download',
      locale: 'zh-HK',
    });
    const bad = (value: object) => qrCodeRequestSchema.safeParse(value).error?.issues[0]?.message;
    expect(bad({ target: 'https://evil.example' })).toBe('target_not_allowed');
    expect(bad({ target: 'credit_report_handoff' })).toBe('required');
    expect(bad({ target: 'credit_report_handoff', consentReference: 'CRC-1' })).toBe(
      'invalid_reference',
    );
    const ok = { target: 'credit_report_handoff', consentReference: 'CRC-AB123-CD456' };
    expect(qrCodeRequestSchema.safeParse(ok).success).toBe(true);
  });

  it('draws the hand-off QR code as an SVG document', async () => {
    const svg = await handoffQrSvg('en-US', 'CRC-AB123-CD456');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toBe(await handoffQrSvg('zh-HK', 'CRC-AB123-CD456'));
  });
});

describe('the credit report views', () => {
  it('show the terms with their label, date, every heading and paragraph', () => {
    const terms = text['en-US'];
    const html = renderToStaticMarkup(
      <CreditReportTermsView terms={terms} regionLabel="Full terms" effective="Effective: today" />,
    );
    expect(html).toMatch(/^<div role="region" aria-label="Full terms" tabindex="0"/);
    expect(html).toContain(`<h3 class="text-lg font-semibold">${terms.title}</h3>`);
    expect(html).toContain('Effective: today');
    expect(html.match(/<h4/g)).toHaveLength(terms.sections.length);
    expect(html).toContain('Not a loan approval');
  });

  it.each([
    ['zh-HK', '免費智能信貸報告', '開始使用：細閱及同意條款', 'href="/download_app"'],
    [
      'en-US',
      'Free smart credit report',
      'Get started: read and agree',
      'href="/en-US/download_app"',
    ],
  ] as const)('lays out the %s page: title, the app link, then the flow', (locale, ...seen) => {
    const html = renderToStaticMarkup(
      <CreditReportPageView locale={locale} origin={origin} flow={<form id="flow-here" />} />,
    );
    for (const text of seen) expect(html).toContain(text);
    expect(html).toMatch(/id="get-started-heading"[^>]*>[^<]+<\/h2><form id="flow-here">/);
  });
});
