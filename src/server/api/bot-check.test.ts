import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRoute } from './api-route';
import { type BotCheckRules, takeBotCheck } from './bot-check';
import { testEndpoint } from './testing/test-endpoint';
import { issueFormToken } from './form-token-key';
import { apiRequest } from './testing/api-request';

const codeOf = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof ApiError
      ? `${error.code} ${JSON.stringify(error.fields ?? {})}`
      : error;
  }
};

describe('takeBotCheck', () => {
  const rules = (over: Partial<BotCheckRules> = {}): BotCheckRules => ({
    minFillMs: 3_000,
    requireToken: true,
    checkToken: () => 'ok',
    ...over,
  });

  it('refuses a client’s fill_ms alone once tokens are required (fill_ms: 15000 sent at once)', () => {
    expect(codeOf(() => takeBotCheck({ name: 'x', fill_ms: 15_000 }, rules()))).toBe(
      'validation_failed {"form_token":"required"}',
    );
  });

  it('judges the token, not fill_ms, when one is sent', () => {
    const tooSoon = rules({ checkToken: () => 'submitted_too_fast' });
    expect(codeOf(() => takeBotCheck({ form_token: 't', fill_ms: 15_000 }, tooSoon))).toBe(
      'submitted_too_fast {}',
    );
    for (const verdict of ['form_token_expired', 'form_token_invalid'] as const)
      expect(
        codeOf(() =>
          takeBotCheck({ form_token: 't', fill_ms: 15_000 }, rules({ checkToken: () => verdict })),
        ),
      ).toBe(`${verdict} {}`);
    expect(takeBotCheck({ name: 'x', form_token: 't', fill_ms: 0 }, rules())).toEqual({
      name: 'x',
    });
    // As the API documents it: with a token, fill_ms may be left out.
    expect(takeBotCheck({ name: 'x', form_token: 't' }, rules())).toEqual({ name: 'x' });
  });

  it('falls back to fill_ms only while tokens are not required', () => {
    const fallback = rules({ requireToken: false });
    expect(takeBotCheck({ name: 'x', fill_ms: 15_000 }, fallback)).toEqual({ name: 'x' });
    expect(codeOf(() => takeBotCheck({ fill_ms: 400 }, fallback))).toBe('submitted_too_fast {}');
    expect(codeOf(() => takeBotCheck({ name: 'x' }, fallback))).toBe(
      'validation_failed {"fill_ms":"required"}',
    );
  });

  it('still turns away a filled honeypot first', () => {
    expect(
      codeOf(() => takeBotCheck({ website: 'x', form_token: 't', fill_ms: 9_000 }, rules())),
    ).toBe('bot_suspected {}');
  });
});

describe('a bot-checked route with form tokens', () => {
  const endpoint = testEndpoint({ name: 'konew_loan_enquiry_test', botCheck: true });
  const route = apiRoute(endpoint, async () => ({ ok: true }));
  const send = async (extra: object) =>
    (await route(apiRequest('/api/v2/test', { name: 'x', ...extra }, { key: null }))).json();

  it('refuses a token it just issued, whatever fill_ms claims', async () => {
    const token = issueFormToken(endpoint.name);
    expect(await send({ form_token: token, fill_ms: 15_000 })).toEqual({
      error: { code: 'submitted_too_fast' },
    });
  });

  it('refuses a token issued for another form, and a forged one', async () => {
    expect(await send({ form_token: issueFormToken('account_delete'), fill_ms: 15_000 })).toEqual({
      error: { code: 'form_token_invalid' },
    });
    expect(
      await send({
        form_token: `${Date.now().toString(36)}.${'A'.repeat(16)}.${'B'.repeat(43)}`,
        fill_ms: 15_000,
      }),
    ).toEqual({
      error: { code: 'form_token_invalid' },
    });
  });

  it('accepts its own token once the minimum fill time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = issueFormToken(endpoint.name);
      vi.setSystemTime(Date.now() + 3_100);
      expect(await send({ form_token: token, fill_ms: 0 })).toEqual({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
