import { afterAll, beforeAll } from 'vitest';
import { redirectLogs } from '@/lib/logger';

/** Keeps the logger's lines out of the test output for the suite it is called in. */
export function quietLogs() {
  let restore = () => {};
  beforeAll(() => {
    restore = redirectLogs({ write: () => true });
  });
  afterAll(() => restore());
}
