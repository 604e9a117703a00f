/**
 * What only a dev build holds, and a scan that finds it in a folder of built files. `npm test` runs
 * it over every deployable's production build after building them (scripts/noDevCode.ts): React
 * Refresh, the dev client and the dev server's client never ship.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Strings each dev-only piece leaves in built code, and what it is. */
export const devCodeMarkers: Readonly<Record<string, string>> = {
  $RefreshReg$: 'React Refresh registrations',
  $RefreshSig$: 'React Refresh signatures',
  'react-refresh': 'the React Refresh runtime',
  __siteReactRefreshRuntime: 'the dev client',
  __siteDevClient: 'the dev client',
  'webpack-dev-server': "the dev server's client",
  'webpack-dev-middleware': "the dev server's client or overlay",
  webpackHotUpdate: 'the hot module replacement runtime',
};

export interface DevCodeFinding {
  readonly file: string;
  readonly marker: string;
  readonly what: string;
}

const TEXT_FILE = /\.(js|mjs|cjs|css|html|json|map|txt|xml|svg)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : TEXT_FILE.test(entry) ? [full] : [];
  });
}

/** Every dev-only marker in the text files under `dir`, with the number of files and bytes read. */
export function findDevCode(dir: string): { findings: DevCodeFinding[]; files: number; bytes: number } {
  const findings: DevCodeFinding[] = [];
  let bytes = 0;
  const files = filesUnder(dir);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    bytes += text.length;
    for (const [marker, what] of Object.entries(devCodeMarkers)) if (text.includes(marker)) findings.push({ file, marker, what });
  }
  return { findings, files: files.length, bytes };
}
