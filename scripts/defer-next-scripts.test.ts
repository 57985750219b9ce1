import { describe, expect, it } from 'vitest';
import { deferNextScripts } from './defer-next-scripts.mjs';

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
    const loader = /<script>(\(function\(s\)[^<]+)<\/script><\/body>/.exec(html)?.[1];
    expect(loader).toContain(
      '["/_next/static/chunks/2rv5.js","/_next/static/chunks/turbopack-07.js","/_next/static/chunks/0xe_x.js"]',
    );
    expect(loader).toContain('requestAnimationFrame');
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

  it('leaves a page that asks to hydrate early as it is', () => {
    const early = page.replace(
      '<main>Text</main>',
      '<main><form data-hydrate-early="true"><input name="amount"/></form></main>',
    );
    expect(deferNextScripts(early)).toBe(early);
  });

  it('leaves a page without chunk scripts as it is, so running it twice changes nothing', () => {
    expect(deferNextScripts(html)).toBe(html);
    expect(deferNextScripts('<p>plain</p>')).toBe('<p>plain</p>');
  });
});
