// The types shared by the motif sets (motifs.ts, motifs-money.ts, motifs-life.ts).

/** Background, light, accent, dark and white, in that order. */
export type Palette = readonly [string, string, string, string, string];
/** Draws a motif around (0, 0) at size s (it fits in a square of side 2s) in the palette's colours. */
export type Motif = (c: Palette, s: number) => string;

/** A motif written in units of s: `k(0.5)` is half of s, rounded for a smaller file. */
export const scaled =
  (draw: (k: (v: number) => string, c: Palette) => string): Motif =>
  (c, s) =>
    draw((v) => (v * s).toFixed(1), c);
