import { describe, expect, it } from 'vitest';
import { placeOf, selfTime } from './cpu-profile';

describe('cpu profile summary', () => {
  it('names the place of a frame: a package, the build, Node, V8', () => {
    expect(placeOf('file:///app/node_modules/@electric-sql/pglite/dist/index.js', 'query')).toBe(
      '@electric-sql/pglite',
    );
    expect(placeOf('file:///app/node_modules/zod/v4/core.js', 'parse')).toBe('zod');
    expect(placeOf('file:///app/dist/server/chunks/submit_Bx1-Az9q.mjs', 'store')).toBe(
      'dist/server/chunks/submit.mjs',
    );
    expect(placeOf('node:internal/http', 'write')).toBe('node: (Node itself)');
    expect(placeOf('', '(garbage collector)')).toBe('(garbage collector)');
  });

  it('adds each sample to its own frame (self time), largest first', () => {
    const frame = (id: number, functionName: string, url: string) => ({
      id,
      callFrame: { functionName, url, lineNumber: 0 },
    });
    const profile = {
      nodes: [frame(1, '(idle)', ''), frame(2, 'parse', 'file:///a/node_modules/zod/x.js')],
      startTime: 10_000,
      samples: [2, 1, 2],
      timeDeltas: [1000, 5000, 3000],
    };
    const { places, functions } = selfTime(profile);
    expect(places).toEqual([
      ['(idle)', 5],
      ['zod', 4],
    ]);
    expect(functions[1]).toEqual(['parse zod:1', 4]);
    // From a moment on: the samples stamped before it are left out.
    expect(selfTime(profile, 16_500).places).toEqual([['zod', 3]]);
  });
});
