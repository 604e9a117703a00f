/**
 * The shell's frames (top bar, footer, its own pages: what its server composes every page into),
 * prerendered into its dev build after each successful browser build, by the same CLI a release's
 * build runs (`prerender/cli.ts --shell`, with the development build's asset names). The shell's
 * server reads a build folder's frames again when they change (pageHandler.ts). When what only the
 * server renders changed (outside the frames' islands), the open pages are told to reload.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_DIR, type PrerenderedRoute } from '@site/site-formats/fragments';
import { serverOnlyMarkup } from './devRender';

export interface ShellFrames {
  /** Resolves once the first frames are written. */
  readonly ready: Promise<void>;
  /** Prerenders again (once more after the run under way, however often asked meanwhile). */
  rebuild(): void;
}

export interface ShellFramesEvents {
  readonly onError: (message: string) => void;
  readonly onBuilt: (milliseconds: number) => void;
  readonly onServerMarkupChanged: (reason: string) => void;
}

/** What only the server renders, over every frame. */
function framesFingerprint(outDir: string): string {
  const dir = path.join(outDir, PRERENDER_DIR);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => serverOnlyMarkup(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as PrerenderedRoute))
    .join('\n');
}

export function createShellFrames(root: string, outDir: string, events: ShellFramesEvents): ShellFrames {
  const cli = path.join(__dirname, '../prerender/cli.ts');
  let running = false;
  let again = false;
  let fingerprint: string | null = null;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const run = () => {
    running = true;
    again = false;
    const started = Date.now();
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--shell', '--development', '--out', outDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      running = false;
      if (code !== 0) events.onError(output.trim() || `the shell's prerender exited with code ${code}`);
      else {
        events.onBuilt(Date.now() - started);
        const next = framesFingerprint(outDir);
        if (fingerprint !== null && next !== fingerprint) events.onServerMarkupChanged("the shell's server-rendered frames changed");
        fingerprint = next;
        resolveReady();
      }
      if (again) run();
    });
  };

  return {
    ready,
    rebuild() {
      if (running) again = true;
      else run();
    },
  };
}
