import { useState } from 'react';

const calls = {
  get: () => fetch('/todos/1'),
  post: () =>
    fetch('/todos', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'tester' }),
    }),
} as const;

/**
 * The two test calls of the diagnostics page, with the answer shown as it came (an island).
 * `resultLabel` names the answer's output (Tester.result).
 */
export function TestCalls({ resultLabel }: { resultLabel: string }) {
  const [result, setResult] = useState('');
  async function run(name: keyof typeof calls) {
    try {
      const response = await calls[name]();
      setResult(`${response.status} ${await response.text()}`);
    } catch (error) {
      setResult(String(error));
    }
  }
  return (
    <div className="space-y-3">
      <div className="flex gap-3">
        <button type="button" onClick={() => void run('get')} className="rounded border px-3 py-1">
          GET /todos/1
        </button>
        <button type="button" onClick={() => void run('post')} className="rounded border px-3 py-1">
          POST /todos
        </button>
      </div>
      <output
        aria-live="polite"
        aria-label={resultLabel}
        data-testid="test-call-result"
        className="block min-h-6 font-mono text-sm"
      >
        {result}
      </output>
    </div>
  );
}
