// The site's one svgo configuration: every SVG file it ships (public/**/*.svg) is written through
// it by `npm run brand:svg` (svg.ts), and svg.test.ts checks each is already optimal, so a hand
// edit that is not optimised fails. Kept: `viewBox` (the files scale), `<title>` and `<desc>` and
// ARIA attributes (accessible names where a file has one), width and height (intrinsic size).
import { optimize, type Config } from 'svgo';

export const svgoConfig = {
  // Passes until nothing changes: optimising the output again gives the same bytes.
  multipass: true,
  js2svg: { eol: 'lf', finalNewline: true },
  plugins: [
    // svgo 4's default set keeps viewBox and <title>; <desc> and role are kept here too.
    {
      name: 'preset-default',
      params: {
        overrides: {
          removeDesc: false,
          removeUnknownsAndDefaults: { keepRoleAttr: true, keepAriaAttrs: true },
        },
      },
    },
  ],
} satisfies Config;

/** `svg` optimised with the site's configuration; `path` only names the file in svgo's errors. */
export function optimiseSvg(svg: string, path?: string): string {
  return optimize(svg, { ...svgoConfig, path }).data;
}
