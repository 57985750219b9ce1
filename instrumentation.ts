/** Next calls this once per server process at start. */
export async function register() {
  // NEXT_RUNTIME is inlined by Next, so the Node-only runtime never reaches the edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    try {
      // The configuration first: an invalid or, in production, missing SITE_ORIGIN stops the start.
      await import('@/env');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    const { startServerRuntime } = await import('@/server/runtime');
    await startServerRuntime();
  }
}
