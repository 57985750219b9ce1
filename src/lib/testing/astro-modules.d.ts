// `.astro` files as modules for `tsc` (astro check types them itself): what the Container API
// renders, for the container tests that import route shells and components.
declare module '*.astro' {
  const component: Parameters<
    import('astro/container').experimental_AstroContainer['renderToString']
  >[0];
  export default component;
}

// jsdom (a devDependency, without types of its own): the part the container tests use to read the
// HTML they render. Vitest's jsdom environment would resolve Astro's renderers for the browser.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
