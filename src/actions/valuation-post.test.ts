import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { countSubmissions } from '@/db/testing/inspect';
import { sendPlainPost } from './plain-post';
import { callerAt, crossSite, posted } from './testing/plain-form';
import { valuationPost } from './plain-posts';

const caller = callerAt('/property-valuation', 'valuation');
/** The form posted to the Action, from its own page unless `from`. */
const send = (form: FormData, from = caller) => sendPlainPost(valuationPost, form, from);

/** The valuation form as the browser posts it without JavaScript, in Chinese. */
const postedZh = (fields: Record<string, string>, key?: string) =>
  posted({ locale: 'zh-HK', ...fields }, key);

describeEachDatabase('a valuation posted without JavaScript', (database) => {
  it('no property given: the estate error, every value back as typed, nothing stored', async () => {
    const answer = await send(
      postedZh({ mode: 'estate', estate: '', customerName: 'Chan Tai Man', phone: '123' }),
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
    const answer = await send(
      postedZh({ mode: 'address', address: '1 Queen’s Road Central', estate: 'Whampoa Garden' }),
    );
    expect(answer.reference).toMatch(/^[\w-]{8,}$/);
  });

  it('valid: the encoded id of the result page; a reload stores nothing more', async () => {
    const form = postedZh({
      mode: 'estate',
      estate: 'Whampoa Garden',
      block: '3',
      floor: '12',
      flat: 'A',
    });
    const before = await countSubmissions(database().db, 'valuation');
    const first = await send(form);
    expect(first.reference).toMatch(/^[\w-]{8,}$/);
    const again = await send(form);
    expect(again.reference).toBe(first.reference);
    expect(await countSubmissions(database().db, 'valuation')).toBe(before + 1);
  });

  it('posted from another site: refused, nothing stored', async () => {
    const before = await countSubmissions(database().db, 'valuation');
    const forged = callerAt('/property-valuation', 'valuation', crossSite);
    const form = postedZh({ mode: 'estate', estate: 'Whampoa Garden' });
    expect(await send(form, forged)).toMatchObject({
      failure: { kind: 'forbidden', code: 'forbidden_origin' },
    });
    expect(await countSubmissions(database().db, 'valuation')).toBe(before);
  });
});
