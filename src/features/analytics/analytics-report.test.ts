import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { runPurge } from '@/server/data-retention/purge';
import { retentionPolicy } from '@/server/data-retention/retention-policy';
import { formatReport } from './analytics-report';
import { allEvents, countEvents, insertEvent } from './analytics-repository';

const view = (anonymousId: string, page: string) => ({
  event: 'Page Viewed' as const,
  anonymousId,
  properties: { page, locale: 'zh-HK' as const },
});

describeEachDatabase('analytics report', (database) => {
  it('counts events and visitors per name and page within the range', async () => {
    const db = database().db;
    await insertEvent(db, view('visitor-0001', 'homepage'));
    await insertEvent(db, view('visitor-0001', 'homepage'));
    await insertEvent(db, view('visitor-0002', 'homepage'));
    await insertEvent(db, view('visitor-0002', 'download_app'));
    await insertEvent(db, { event: 'Button Clicked', anonymousId: 'visitor-0002' });
    const now = Date.now();
    const rows = await countEvents(db, new Date(now - 3_600_000), new Date(now + 3_600_000));
    expect(rows).toEqual([
      { event: 'Page Viewed', page: 'homepage', events: 3, visitors: 2 },
      { event: 'Button Clicked', page: null, events: 1, visitors: 1 },
      { event: 'Page Viewed', page: 'download_app', events: 1, visitors: 1 },
    ]);
    expect(await countEvents(db, new Date(now + 3_600_000), new Date(now + 7_200_000))).toEqual([]);
    expect(formatReport(rows, { from: '2026-01-01', to: '2026-01-02' }).split('\n')).toEqual([
      'Analytics events received from 2026-01-01 to 2026-01-02 (Hong Kong days, end exclusive)',
      '',
      'event           page          events  visitors',
      'Page Viewed     homepage           3         2',
      'Button Clicked  -                  1         1',
      'Page Viewed     download_app       1         1',
      '',
      '5 events',
      '',
    ]);
  });

  it('is purged after its retention period', async () => {
    const db = database().db;
    await insertEvent(db, view('visitor-0003', 'faq'));
    const stored = (await allEvents(db)).length;
    const policy = retentionPolicy({ analytics_event: 2 });
    expect((await runPurge(db, policy, new Date(Date.now() + 86_400_000))).analytics_events).toBe(
      0,
    );
    const report = await runPurge(db, policy, new Date(Date.now() + 3 * 86_400_000));
    expect(report.analytics_events).toBe(stored);
    expect(await allEvents(db)).toEqual([]);
  });
});
