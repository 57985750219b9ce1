import { readFileSync } from 'node:fs';
import path from 'node:path';

const readme = path.resolve(import.meta.dirname, '..', '..', 'README.md');

/**
 * The environment of each instance the README's "Production profile" starts (the `VAR=value`
 * words before `npm run serve`), so the tests run the profile as documented.
 */
export function documentedInstanceEnvs(): Array<Record<string, string>> {
  const text = readFileSync(readme, 'utf8');
  const section = text.slice(text.indexOf('## Production profile'));
  const commands = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return commands
    .split('\n')
    .filter((line) => line.includes('npm run serve'))
    .map((line) => {
      const words = line.slice(0, line.indexOf('npm run serve')).trim().split(/\s+/);
      return Object.fromEntries(
        words.filter((word) => word.includes('=')).map((word) => word.split(/=(.*)/s, 2)),
      );
    });
}
