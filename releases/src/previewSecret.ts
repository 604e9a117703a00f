/**
 * The key preview links are signed with. PREVIEW_SECRET when set (production: every shell instance
 * and the team's deploy job get the same one; required with releases in object storage); else a random key kept in the deploy root, created by
 * whichever needs it first, so the `preview` command and every shell serving that root agree with
 * nothing to configure on a developer's machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PREVIEW_SECRET_FILE = '.preview-secret';

export function previewSecretOf(deployRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.PREVIEW_SECRET?.trim();
  if (fromEnv) return fromEnv;
  // Shells and deploy jobs that share no disk cannot share a key kept in one's folder.
  if (env.RELEASES_URL?.trim().startsWith('s3://'))
    throw new Error(
      'PREVIEW_SECRET must be set when releases are in object storage (RELEASES_URL): every shell and deploy job needs the same key',
    );
  const file = path.join(deployRoot, PREVIEW_SECRET_FILE);
  mkdirSync(deployRoot, { recursive: true });
  try {
    // 'wx': only the first writer creates it; the others (a shell starting meanwhile) read that one.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`${file} is empty: delete it (a new key is made) or set PREVIEW_SECRET`);
  return secret;
}
