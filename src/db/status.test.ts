import { expect, it } from 'vitest';
import { useDatabase } from './client';
import { describeEachDatabase } from './testing/each-database';
import { unreachableDatabase } from './testing/test-database';
import { databaseStatus } from './status';

describeEachDatabase('databaseStatus', (database) => {
  it('says ready with the number of waiting deliveries, or unavailable when the database does not answer', async () => {
    expect(await databaseStatus()).toMatchObject({ state: 'ready', waitingDeliveries: 0 });
    useDatabase(unreachableDatabase(database()));
    expect(await databaseStatus()).toMatchObject({ state: 'unavailable' });
    useDatabase(database());
  });
});
