import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: the island hydrates when the visitor first uses it: a pointer over it or
 * pressed in it, focus in it, a key or typing in it. Scrolling past it, or only reading, loads
 * nothing of React.
 *
 * Only for an island that works as plain HTML until then: a form that posts without JavaScript and
 * keeps what was typed when it hydrates (the single-step forms: valuation, both enquiries, account
 * deletion). Registered in astro.config.ts; Astro inlines it in the pages that use it, with the
 * policy's hash.
 */
const firstUse = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  const stop = new AbortController();
  const start = async () => {
    stop.abort();
    const hydrate = await load();
    await hydrate();
  };
  for (const type of firstUse)
    island.addEventListener(type, () => void start(), {
      capture: true,
      passive: true,
      signal: stop.signal,
    });
};

export default hydrateOnInteraction;
