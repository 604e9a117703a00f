import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface XDisplay {
  /** The display's name for `DISPLAY`, e.g. `:99`. */
  readonly name: string;
  stop(): Promise<void>;
}

/**
 * A virtual X display (Debian's Xvfb) for the browsers that need one: WebKitGTK's MiniBrowser even
 * when automated, and Firefox with a window (so it has focus as a visitor's has). Xvfb picks a free
 * display number itself and writes it to the pipe given by `-displayfd`.
 */
export async function startXDisplay(): Promise<XDisplay> {
  const xvfb: ChildProcess = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1440x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const displayPipe = xvfb.stdio[3] as NodeJS.ReadableStream;
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    displayPipe.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before naming its display: ${stderr.trim()}`)));
  });
  return {
    name: `:${number}`,
    async stop() {
      if (xvfb.exitCode !== null) return;
      xvfb.kill();
      await once(xvfb, 'exit');
    },
  };
}
