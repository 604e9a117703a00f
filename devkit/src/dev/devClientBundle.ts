import path from 'node:path';

/** The dev client (client/devClient.ts), bundled once per dev server start: development React, Fast Refresh's runtime, the overlay, the reload signal. */
export async function bundleDevClient(): Promise<string> {
  const { build, stop } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(__dirname, 'client/devClient.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  // Its service process is not needed again (tsx runs its own).
  await stop();
  return result.outputFiles[0]?.text ?? '';
}
