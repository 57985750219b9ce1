// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestCalls } from './test-calls.island';

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<TestCalls resultLabel="Response" />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: undefined });
});

const press = async (label: string) => {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === label);
  await act(async () => button!.click());
};
const answer = () => container.querySelector('output')!.textContent;

describe('TestCalls (hydrated)', () => {
  it('GETs /todos/1 and shows the status and body as they came', async () => {
    const fetch = vi.fn(async () => new Response('{"id":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await press('GET /todos/1');
    expect(fetch).toHaveBeenCalledWith('/todos/1');
    expect(answer()).toBe('200 {"id":1}');
  });

  it('POSTs a JSON todo and shows the answer', async () => {
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(
      async () => new Response('created', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    await press('POST /todos');
    expect(fetch.mock.calls[0]).toEqual([
      '/todos',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'tester' }),
      },
    ]);
    expect(answer()).toBe('201 created');
  });

  it('shows a network failure instead of an answer', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await press('GET /todos/1');
    expect(answer()).toBe('TypeError: Failed to fetch');
  });
});
