import { describe, expect, it } from 'vitest';
import { inlineScripts, stripScripts } from './strip-scripts.ts';

const page = `<!DOCTYPE html><html lang="zh-Hant-HK"><head>
<link rel="stylesheet" href="/_astro/a.css">
<link rel="preload" as="script" fetchpriority="low" href="/_astro/b.js">
<link rel="modulepreload" href="/_astro/m.js">
<link rel="preload" as="image" href="/hero.webp">
<script src="/_astro/c.js" async></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><h1>先買後付</h1><a href="/blog">理財文章</a>
<script>window.__held=["</p>"]</script>
<template><p>inside</p><script>alert(1)</script></template>
<p>&lt;script&gt; as text</p></body></html>`;

describe('stripScripts', () => {
  const stripped = stripScripts(page);

  it('removes every script the browser would run, inline or fetched', () => {
    expect(stripped).not.toContain('c.js');
    expect(stripped).not.toContain('__held');
    expect(stripped).not.toContain('alert(1)');
  });

  it('removes the hints that would fetch scripts anyway', () => {
    expect(stripped).not.toContain('b.js');
    expect(stripped).not.toContain('m.js');
  });

  it('keeps the content, styles, other hints and data blocks', () => {
    expect(stripped).toContain('<h1>先買後付</h1>');
    expect(stripped).toContain('<a href="/blog">理財文章</a>');
    expect(stripped).toContain('href="/_astro/a.css"');
    expect(stripped).toContain('href="/hero.webp"');
    expect(stripped).toContain('application/ld+json');
    expect(stripped).toContain('<p>inside</p>');
    expect(stripped).toContain('&lt;script&gt; as text');
  });
});

describe('inlineScripts', () => {
  it('gives the text of each inline script the browser runs, not data blocks or fetched ones', () => {
    const island = `<script>(()=>{customElements.define("astro-island",class{})})()</script>`;
    expect(inlineScripts(page)).toEqual(['window.__held=["</p>"]', 'alert(1)']);
    expect(
      inlineScripts(`<head>${island}</head><body><script type="module" src="/a.js"></script>`),
    ).toEqual(['(()=>{customElements.define("astro-island",class{})})()']);
  });
});
