/**
 * `tsx devkit/src/dev/cli.ts <part>`: one part's dev server on its own port, until Ctrl-C. The site
 * around it is scripts/dev.ts's (`npm run dev -w <part>`).
 */
import { remoteNames, type RemoteName } from '@site/site-formats/topology';
import { startRemoteDevServer } from './devServer';

const part = process.argv[2] ?? '';
if (!(remoteNames as readonly string[]).includes(part)) {
  console.error(`Usage: dev <part>, one of ${remoteNames.join(', ')}`);
  process.exit(2);
}

startRemoteDevServer(part as RemoteName, { host: process.env.DEV_HOST || 'localhost' })
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
