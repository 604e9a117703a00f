/**
 * `tsx devkit/src/dev/cli.ts <part>`: one part's dev server on its own port, until Ctrl-C. The site
 * around it is scripts/dev.ts's (`npm run dev -w <part>`).
 */
import { remoteNames } from '@site/site-formats/topology';
import type { DevPart } from './parts';
import { startDevServer } from './devServer';

const parts: readonly string[] = ['shell', ...remoteNames];
const part = process.argv[2] ?? '';
if (!parts.includes(part)) {
  console.error(`Usage: dev <part>, one of ${parts.join(', ')}`);
  process.exit(2);
}

startDevServer(part as DevPart, { host: process.env.DEV_HOST || 'localhost' })
  .then(async (server) => {
    const stop = () => void server.stop().finally(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    await server.ready;
    console.log(`${part}: dev server ready on ${server.url}`);
    process.send?.('ready');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
