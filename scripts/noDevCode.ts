/**
 * `npm test` step "no dev code in builds": every deployable's production build (`dist/`), read whole,
 * holds nothing of a dev server's (React Refresh, the dev client, the dev server's client and hot
 * updates: devkit/src/dev/devCode.ts). Prints what it read; exit 1 naming each file and what it holds.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findDevCode } from '@site/devkit/dev/dev-code';
import { repoRoot } from '@site/server-kit/processes';
import { services } from '@site/site-formats/topology';
import { deployables } from '@site/releases/release-root';

let failed = false;
for (const name of deployables) {
  const dist = path.join(repoRoot, services[name].dir, 'dist');
  if (!existsSync(dist)) {
    console.error(`${name}: no build in ${path.relative(repoRoot, dist)} (build first)`);
    failed = true;
    continue;
  }
  const { findings, files, bytes } = findDevCode(dist);
  console.log(
    `${name}: ${files} files, ${(bytes / 1024).toFixed(0)} KB read, ${findings.length ? `${findings.length} with dev code` : 'no dev code'}`,
  );
  for (const { file, marker, what } of findings) console.error(`  ${path.relative(repoRoot, file)}: "${marker}" (${what})`);
  if (findings.length) failed = true;
}
process.exit(failed ? 1 : 0);
