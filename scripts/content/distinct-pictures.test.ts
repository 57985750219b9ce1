// Every list the site shows has a distinct picture per entry (issue 52 item 3): no shared asset, no
// byte-identical file, and no two pictures of the same motif (compared by silhouette, so a change
// of colours does not make a picture different).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { overlap, pictureLists, sha256, silhouette, type Picture } from './picture-lists';

const root = path.resolve(__dirname, '../..');
/** Silhouettes overlapping this much are the same motif (same-motif pairs in two palettes measure 0.94 to 1; distinct motifs of a similar box, such as card and wallet, up to 0.89). */
const SAME = 0.9;

async function repeats(pictures: Picture[]) {
  const found: string[] = [];
  const shapes = await Promise.all(pictures.map((p) => silhouette(p.file)));
  const hashes = pictures.map((p) => sha256(p.file));
  for (let i = 0; i < pictures.length; i++)
    for (let j = i + 1; j < pictures.length; j++) {
      const [a, b] = [pictures[i]!, pictures[j]!];
      const pair = `${a.entry} and ${b.entry}`;
      if (a.asset === b.asset) found.push(`${pair} share asset ${a.asset}`);
      else if (hashes[i] === hashes[j]) found.push(`${pair} have byte-identical files`);
      else {
        const score = overlap(shapes[i]!, shapes[j]!);
        if (score >= SAME) found.push(`${pair} show the same motif (overlap ${score.toFixed(2)})`);
      }
    }
  return found;
}

describe('pictures in each list of the sample store', () => {
  for (const space of ['card', 'sme'])
    it(`are distinct within every ${space} list`, async () => {
      const lists = pictureLists(path.join(root, 'content', space));
      expect(lists.length).toBeGreaterThan(space === 'card' ? 8 : 2);
      const problems: string[] = [];
      for (const list of lists)
        for (const found of await repeats(list.pictures)) problems.push(`${list.name}: ${found}`);
      expect(problems).toEqual([]);
    });
});
