import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { submissionByReference } from '@/db/testing/inspect';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { branches } from '@/features/branches/branch-data';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { offeredSlots } from './booking-availability';
import { slotCapacity } from './booking-slots';

const book = jsonRoute('konew_branch_booking');
const path = '/api/v2/konew_branch_booking';
const central = branches.find((branch) => branch.id === 'central')!;
const visitor = { name: 'Chan Tai Man', mobile: '9123 4567', agree_tnc: true, locale: 'en-US' };
const send = async (body: object) => {
  const response = await book(apiRequest(path, { ...body, ...humanTiming }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
/** The n-th slot Central offers now (a different one per test, so the tests share no seats). */
const slotAt = (index: number) => offeredSlots(central, Date.now())[index]!.key;

describeEachDatabase('booking a branch visit', (database) => {
  it('stores the lead with its consents and outbox row, and answers with a calendar file', async () => {
    const slot = slotAt(5);
    const { status, body } = await send({ ...visitor, branch: 'central', slot });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'received', branch: 'central', slot });
    const stored = await submissionByReference(database().db, String(body.reference));
    expect(stored).toMatchObject({ kind: 'branch_booking', status: 'received' });
    expect(stored?.consents.find((c) => c.purpose === 'direct_marketing')?.granted).toBe(false);
    expect(stored?.consents.find((c) => c.purpose === 'loan_terms')?.granted).toBe(true);
    expect(stored?.outbox).toHaveLength(1);
    const calendar = body.calendar as string;
    expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
    expect(calendar).toContain(`UID:${String(body.reference)}@konew`);
    expect(calendar).toContain(`DTSTART:${slot.slice(0, 10).replaceAll('-', '')}T`);
    expect(calendar).not.toMatch(/Chan|9123/);
  });

  it(`lets exactly one of two visitors take a slot's last place (capacity ${slotCapacity})`, async () => {
    const slot = slotAt(6);
    for (let seat = 1; seat < slotCapacity; seat += 1)
      expect((await send({ ...visitor, branch: 'central', slot })).status).toBe(201);
    const racing = await Promise.all([
      send({ ...visitor, branch: 'central', slot }),
      send({ ...visitor, branch: 'central', slot }),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = racing.find((answer) => answer.status === 422)!;
    expect(refused.body).toMatchObject({ error: { fields: { slot: 'slot_full' } } });
    // Nothing of the refused booking is stored: no lead, no outbox row.
    const full = await send({ ...visitor, branch: 'central', slot });
    expect(full.status).toBe(422);
    const leads = await database().db.query.submissions.findMany({
      where: (row, { eq }) => eq(row.kind, 'branch_booking'),
    });
    expect(leads.length).toBe(1 + slotCapacity);
  });

  it('refuses a slot the branch does not offer, and bad fields, with field codes (never 500)', async () => {
    const sunday = { ...visitor, branch: 'central', slot: '2026-11-29T10:00' };
    expect(await send(sunday)).toMatchObject({
      status: 422,
      body: { error: { fields: { slot: 'slot_unavailable' } } },
    });
    const shaTinSaturdayAfternoon = { ...visitor, branch: 'sha-tin', slot: '2030-01-05T15:00' };
    expect((await send(shaTinSaturdayAfternoon)).body).toMatchObject({
      error: { fields: { slot: 'slot_unavailable' } },
    });
    const bad = await send({ branch: 'mong-kok', slot: 'soon', name: '', mobile: '12345678' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      error: {
        fields: {
          branch: 'invalid_option',
          slot: 'invalid_option',
          name: 'required',
          mobile: 'invalid_hk_mobile',
          agree_tnc: 'must_accept',
        },
      },
    });
  });
});
