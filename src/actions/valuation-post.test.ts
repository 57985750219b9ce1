import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { countSubmissions } from '@/db/testing/inspect';
import { sendPlainPost } from './plain-post';
import { valuationPost } from './valuation-post';

const url = new URL('http://localhost/property-valuation?_action=valuation');
const caller = { url, request: new Request(url, { method: 'POST' }) };

/** The valuation form as the browser posts it without JavaScript, shown 10 s ago. */
function posted(fields: Record<string, string>, key = crypto.randomUUID()) {
  const form = new FormData();
  form.set('idempotency_key', key);
  form.set('shown_at', String(Date.now() - 10_000));
  form.set('locale', 'zh-HK');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describeEachDatabase('a valuation posted without JavaScript', (database) => {
  it('no property given: the estate error, every value back as typed, nothing stored', async () => {
    const answer = await sendPlainPost(
      valuationPost,
      posted({ mode: 'estate', estate: '', customerName: 'Chan Tai Man', phone: '123' }),
      caller,
    );
    expect(answer.fields).toMatchObject({ estate: expect.any(String) });
    expect(answer.values).toMatchObject({
      mode: 'estate',
      customerName: 'Chan Tai Man',
      phone: '123',
    });
    expect(await countSubmissions(database().db, 'valuation')).toBe(0);
  });

  it('by address: the address is sent, the estate parts typed before are not', async () => {
    const answer = await sendPlainPost(
      valuationPost,
      posted({ mode: 'address', address: '1 Queen’s Road Central', estate: 'Whampoa Garden' }),
      caller,
    );
    expect(answer.reference).toMatch(/^[\w-]{8,}$/);
  });

  it('valid: the encoded id of the result page; a reload stores nothing more', async () => {
    const form = posted({
      mode: 'estate',
      estate: 'Whampoa Garden',
      block: '3',
      floor: '12',
      flat: 'A',
    });
    const before = await countSubmissions(database().db, 'valuation');
    const first = await sendPlainPost(valuationPost, form, caller);
    expect(first.reference).toMatch(/^[\w-]{8,}$/);
    const again = await sendPlainPost(valuationPost, form, caller);
    expect(again.reference).toBe(first.reference);
    expect(await countSubmissions(database().db, 'valuation')).toBe(before + 1);
  });

  it('posted from another site: refused, nothing stored', async () => {
    const before = await countSubmissions(database().db, 'valuation');
    const forged = {
      url,
      request: new Request(url, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
    };
    const form = posted({ mode: 'estate', estate: 'Whampoa Garden' });
    expect(await sendPlainPost(valuationPost, form, forged)).toMatchObject({
      failure: { kind: 'forbidden', code: 'forbidden_origin' },
    });
    expect(await countSubmissions(database().db, 'valuation')).toBe(before);
  });
});
