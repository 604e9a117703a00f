/** The parts that have a dev server, and where the shell's is (Node side: scripts/dev.ts, devServer.ts). */
import path from 'node:path';
import { portOf, type RemoteName } from '@site/site-formats/topology';

/** Every part has a dev server: the shell and the four remotes. */
export type DevPart = RemoteName | 'shell';

/** Where the shell's dev server listens (its files are served by the shell's server; this one has the socket and the dev client). */
export const shellDevServerPort = (env: NodeJS.ProcessEnv = process.env) => Number(env.SHELL_DEV_PORT || portOf('shell', env) + 10);

/** The shell's development build, which its server serves as it is. */
export const shellDevDist = (shellRoot: string) => path.join(shellRoot, '.dev-dist');
