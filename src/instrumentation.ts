/** Next calls this once per server process at start. */
export async function register() {
  // NEXT_RUNTIME is inlined by Next, so the Node-only runtime never reaches the edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerRuntime } = await import('./server-runtime');
    await startServerRuntime();
  }
}
