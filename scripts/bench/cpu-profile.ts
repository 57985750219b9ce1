// Where a server's CPU time went: the self time of a V8 `.cpuprofile` (node --cpu-prof), by place
// (a package, the site's build, Node's own code, the garbage collector) and by function.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** The place a frame's code lives: `pkg` of node_modules, the build's file, `node:…`, or V8's own. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (modules) return modules;
  if (url.startsWith('node:')) return 'node: (Node itself)';
  const built = /\/dist\/(server\/.*)$/.exec(url)?.[1];
  if (built) return `dist/${built.replace(/_[\w-]{8}\.mjs$/, '.mjs')}`;
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
}

/**
 * Milliseconds of self time per place and per function, largest first; from `fromMicros` on (the
 * monotonic clock V8 stamps samples with: on Linux the same for every process, so a bench can leave
 * out its server's start).
 */
export function selfTime(profile: CpuProfile, fromMicros = 0) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (!frame || at < fromMicros) return;
    const ms = delta / 1000;
    const place = placeOf(frame.url, frame.functionName);
    places.set(place, (places.get(place) ?? 0) + ms);
    const where = place.startsWith('node:') ? frame.url : place;
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { places: sorted(places), functions: sorted(functions) };
}

/** The newest `.cpuprofile` in `folder`. */
export function newestProfile(folder: string): string {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(folder, name));
  const newest = files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) throw new Error(`no .cpuprofile in ${folder}`);
  return newest;
}

/** Now on the clock V8 stamps profile samples with (microseconds). */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Prints the largest places and functions of a profile (from `fromMicros`), per submission. */
export function printProfile(file: string, submissions: number, fromMicros = 0, top = 12) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const { places, functions } = selfTime(profile, fromMicros);
  const busy = places.filter(([place]) => place !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  const per = (ms: number) => `${(ms / Math.max(1, submissions)).toFixed(2)} ms`;
  const row = ([name, ms]: [string, number]) =>
    `  ${per(ms).padStart(9)}  ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`;
  console.log(
    `profile ${file}${fromMicros ? ' (under load only)' : ''}: ${per(busy)} busy per stored submission (${submissions})`,
  );
  console.log('by place (self time, idle apart):');
  for (const entry of places.filter(([place]) => place !== '(idle)').slice(0, top))
    console.log(row(entry));
  console.log('by function:');
  for (const entry of functions.filter(([name]) => !name.startsWith('(idle)')).slice(0, top))
    console.log(row(entry));
}

if (import.meta.main)
  printProfile(newestProfile(process.argv[2] ?? '.'), Number(process.argv[3] ?? 1));
