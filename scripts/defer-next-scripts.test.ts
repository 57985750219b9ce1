import { describe, expect, it } from 'vitest';
import { deferNextScripts, deferredScripts } from './defer-next-scripts.mjs';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0xe_x.js"/>',
  '<script src="/_next/static/chunks/2rv5.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-07.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1.js" noModule=""></script>',
  '</head><body><main>Text</main>',
  '<script src="/_next/static/chunks/0xe_x.js" async=""></script>',
  '<script>self.__next_f.push([0])</script>',
  '</body></html>',
].join('');

describe('deferNextScripts', () => {
  const html = deferNextScripts(page);

  it('takes the chunk scripts and their preloads out of the markup', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('loads the same chunks, once each, from one inline script at the end of the body', () => {
    expect(html).toMatch(
      /<script>\(function\(s\)[^<]+requestAnimationFrame[^<]+<\/script><\/body>/,
    );
    expect(deferredScripts(html)).toEqual([
      { src: '/_next/static/chunks/2rv5.js', integrity: undefined },
      { src: '/_next/static/chunks/turbopack-07.js', integrity: undefined },
      { src: '/_next/static/chunks/0xe_x.js', integrity: undefined },
    ]);
  });

  it("gives each chunk the integrity of the build's file, which the loader sets", () => {
    const withIntegrity = deferNextScripts(page, (src) =>
      src.endsWith('2rv5.js') ? 'sha384-abc' : undefined,
    );
    expect(deferredScripts(withIntegrity)[0]).toEqual({
      src: '/_next/static/chunks/2rv5.js',
      integrity: 'sha384-abc',
    });
    expect(deferredScripts(withIntegrity)[1]?.integrity).toBeUndefined();
    expect(withIntegrity).toContain('if(u[1])e.integrity=u[1]');
  });

  it('finds no deferred scripts on a page without the loader', () => {
    expect(deferredScripts(page)).toEqual([]);
  });

  it('keeps everything else: the stylesheet, the legacy polyfill, the inline payload', () => {
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(html).toContain('<script src="/_next/static/chunks/0cz1.js" noModule=""></script>');
    expect(html).toContain('<script>self.__next_f.push([0])</script>');
  });

  it('defers pages with forms too (they keep what was typed before hydration)', () => {
    const form = page.replace(
      '<main>Text</main>',
      '<main><form><input name="mobile"/><select></select></form></main>',
    );
    expect(deferNextScripts(form)).not.toBe(form);
  });

  it('leaves the scripts of a page that asks to hydrate early in place, with their integrity', () => {
    const early = page.replace(
      '<main>Text</main>',
      '<main><form data-hydrate-early="true"><input name="amount"/></form></main>',
    );
    expect(deferNextScripts(early)).toBe(early);
    const checked = deferNextScripts(early, () => 'sha384-abc');
    expect(checked).toContain(
      '<script src="/_next/static/chunks/2rv5.js" async="" integrity="sha384-abc"></script>',
    );
    expect(deferredScripts(checked)).toEqual([]);
  });

  it('leaves a page without chunk scripts as it is, so running it twice changes nothing', () => {
    expect(deferNextScripts(html)).toBe(html);
    expect(deferNextScripts('<p>plain</p>')).toBe('<p>plain</p>');
  });
});
