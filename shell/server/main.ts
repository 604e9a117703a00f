import path from 'node:path';
import { listenWithGracefulShutdown } from '@site/devkit/static-server';
import { portOf } from '@site/devkit/topology';
import { createShellServer } from './app';
import { readRemotesManifest } from './remotesManifest';

const distDir = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../dist'));
const mailApiUrl = process.env.MAIL_API_URL ?? `http://127.0.0.1:${portOf('mailApi')}`;

// Set in production so sitemap.xml and robots.txt name the public origin, not an internal host.
const publicUrl = process.env.PUBLIC_URL?.trim() || undefined;

const app = createShellServer({ distDir, mailApiUrl, publicUrl, remotesManifest: (hostname) => readRemotesManifest(hostname) });
listenWithGracefulShutdown(app, portOf('shell'), (port) => {
  console.log(`shell: serving ${distDir} on http://localhost:${port} (/api → ${mailApiUrl})`);
});
