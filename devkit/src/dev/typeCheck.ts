/**
 * Type errors of a part while its dev server runs: TypeScript's native compiler (`tsc` 7, the one
 * `npm run typecheck` uses) in watch mode beside the dev server, over what the pages are made of (its
 * `src/`, tests left to `npm test`). Each check's errors, naming file, line and column, go to the
 * terminal and the page's overlay; a save is never held up by them. About 200 MB and a second or two
 * per check (a checker on TypeScript's JavaScript API, fork-ts-checker, took 780 MB).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const require = createRequire(__filename);

export interface TypeWatch {
  stop(): void;
}

/** `file(line,col): error TS1234: message` as `tsc --pretty false` writes it. */
const ERROR_LINE = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;
const SUMMARY_LINE = /Found (\d+) errors?\. Watching for file changes\./;

export function watchTypes(root: string, onChecked: (problems: string[]) => void): TypeWatch {
  // The part's own tsconfig, narrowed to its sources (written where its dev build's files go).
  const configDir = path.join(root, '.prerender-dev');
  mkdirSync(configDir, { recursive: true });
  const config = path.join(configDir, 'tsconfig.dev.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: '../tsconfig.json',
      include: ['../src', '../../devkit/types'],
      exclude: ['../**/*.test.ts', '../**/*.test.tsx'],
    }),
  );
  const tsc = path.join(path.dirname(require.resolve('@typescript/native/package.json')), 'bin/tsc');
  const child = spawn(process.execPath, [tsc, '-p', config, '--noEmit', '--watch', '--pretty', 'false', '--preserveWatchOutput'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let problems: string[] = [];
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const raw of lines) {
      const line = stripVTControlCharacters(raw).trimEnd();
      const error = ERROR_LINE.exec(line);
      if (error) {
        const [, file = '', lineNumber, column, code, message] = error;
        problems.push(`${path.relative(root, path.resolve(root, file))}:${lineNumber}:${column}\n${code}: ${message}`);
      } else if (/^\s+\S/.test(line) && problems.length) {
        // A message's further lines (an elaboration of the error).
        problems.push(`${problems.pop() ?? ''}\n${line.trim()}`);
      } else if (SUMMARY_LINE.test(line)) {
        onChecked(problems);
        problems = [];
      }
    }
  });
  return { stop: () => void child.kill() };
}
