import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  const hostile =
    '/x</script><meta http-equiv=refresh content=0;url=\\\\evil.example/x>&<!--\u2028\u2029';

  it('leaves no character that can end the script element or a string', () => {
    const text = scriptJson({ path: hostile });
    for (const character of ['<', '>', '&', '\u2028', '\u2029'])
      expect(text).not.toContain(character);
  });

  it('still parses back to the same value', () => {
    expect(JSON.parse(scriptJson({ path: hostile }))).toEqual({ path: hostile });
    expect(new Function(`return ${scriptJson(hostile)};`)()).toBe(hostile);
  });
});
