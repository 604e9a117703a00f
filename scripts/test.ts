/**
 * `npm test`: check formatting, lint, type-check every workspace, run every workspace's unit tests (Jest), again with the
 * clock a year ahead, build the site (cached when unchanged), then the e2e suite in Chromium and the visitor flows in
 * Chromium, Firefox and WebKit (e2e/engines); print one plain summary.
 * The last line is "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

interface StepResult {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: number;
  readonly detail: string;
}

const results: StepResult[] = [];
let passed = 0;
let failed = 0;

function run(name: string, command: string, args: string[], options: { cwd?: string } = {}): boolean {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { cwd: options.cwd ?? root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = outcome.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000, detail: ok ? 'ok' : `exit code ${outcome.status ?? outcome.signal}` });
  return ok;
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** The parts of Playwright's JSON report that name each test's project and outcome. */
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: Array<{ tests: Array<{ projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }> }>;
}

/** Outcomes by engine (the project's name up to its first dash: `webkit-phone` → webkit). */
function countsByEngine(suites: PlaywrightSuite[]): Map<string, Record<'expected' | 'unexpected' | 'flaky' | 'skipped', number>> {
  const counts = new Map<string, Record<'expected' | 'unexpected' | 'flaky' | 'skipped', number>>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const [engine = test.projectName] = test.projectName.split('-');
        const engineCounts = counts.get(engine) ?? { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
        engineCounts[test.status] += 1;
        counts.set(engine, engineCounts);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return counts;
}

/** The parsed file, or null when it does not exist; the caller says what it holds. */
function readJson(file: string): unknown {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

// Fresh reports only: a stale file must never count.
const jestReportFiles = { today: 'reports/jest.json', shiftedClock: 'reports/jest-shifted-clock.json' } as const;
const jestReport = (workspace: string, file: string = jestReportFiles.today) => path.join(root, workspace, file);
const e2eReport = path.join(root, 'reports/e2e.json');
const enginesReport = path.join(root, 'reports/engines.json');
for (const workspace of workspaces) {
  for (const file of Object.values(jestReportFiles)) rmSync(jestReport(workspace, file), { force: true });
  mkdirSync(path.dirname(jestReport(workspace)), { recursive: true });
}
rmSync(e2eReport, { force: true });
rmSync(enginesReport, { force: true });
rmSync(path.join(root, 'reports/engines'), { recursive: true, force: true });

run('format', 'npx', ['prettier', '--check', '.']);
// The docs say only what is true: links and anchors, npm scripts, paths, runbooks, sizes (scripts/docsCheck.ts).
run('docs', 'npm', ['run', 'docs:check']);
// Before the unit tests: type-aware lint of every workspace (eslint.config.mjs), no warning allowed.
// One TypeScript program per workspace's tsconfig takes about 5 GB: more than Node's default heap.
run('lint', 'npm', ['run', 'lint']);
// Dead code: unused files, exports and dependencies (knip.jsonc).
run('unused code', 'npx', ['knip', '--no-progress']);
// The packages' layering and no module cycle (.dependency-cruiser.cjs): `npm run graph` draws it.
run('package graph', 'npx', ['depcruise', '--config', '.dependency-cruiser.cjs', ...workspaces, 'scripts']);
// What each server's production install brings: no build tooling (scripts/serverInstalls.ts).
run('server installs', 'npx', ['tsx', 'scripts/serverInstalls.ts']);
run('type-check', 'npx', ['lerna', 'run', 'typecheck', '--stream', '--no-bail']);
run('type-check scripts', 'npx', ['tsc', '-p', 'scripts/tsconfig.json']);

const unitTestArgs = (reportFile: string) => [
  'lerna',
  'run',
  'test',
  '--stream',
  '--no-bail',
  '--',
  '--ci',
  '--json',
  `--outputFile=${reportFile}`,
];
const hasUnitTests = (workspace: string) =>
  Boolean(
    (JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.test,
  );

/** Every workspace's Jest report of one run, summed; a workspace whose Jest never reported (crashed, misconfigured) is a failure. */
function unitTotals(reportFile: string): { passed: number; failed: number; byWorkspace: string[] } {
  const totals = { passed: 0, failed: 0, byWorkspace: [] as string[] };
  for (const workspace of workspaces.filter(hasUnitTests)) {
    const report = readJson(jestReport(workspace, reportFile)) as JestReport | null;
    if (!report) {
      totals.failed += 1;
      totals.byWorkspace.push(`${workspace} (no report)`);
      continue;
    }
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    totals.byWorkspace.push(`${workspace} ${report.numPassedTests}${report.numFailedTests ? ` (${report.numFailedTests} failed)` : ''}`);
  }
  return totals;
}

run('unit tests', 'npx', unitTestArgs(jestReportFiles.today));
const unit = unitTotals(jestReportFiles.today);
passed += unit.passed;
failed += unit.failed;
const unitCounts = unit.byWorkspace;

// The unit tests again with the process clock a year and a day ahead (Debian's faketime, libfaketime:
// this process tree only). A test whose outcome depends on the day it runs fails here on the day it is
// written, not months later; a test about the clock sets its own. Its passes are today's run's again,
// so only its failures count.
const shiftedClock = '+366d';
if (spawnSync('faketime', ['-f', shiftedClock, 'true']).status === 0) {
  run(`unit tests, clock ${shiftedClock}`, 'faketime', ['-f', shiftedClock, 'npx', ...unitTestArgs(jestReportFiles.shiftedClock)]);
  const shifted = unitTotals(jestReportFiles.shiftedClock);
  failed += shifted.failed;
  results.push({
    name: 'shifted-clock counts',
    ok: shifted.failed === 0,
    seconds: 0,
    detail: `${shifted.passed} passed, ${shifted.failed} failed with the clock ${shiftedClock}`,
  });
} else {
  // A newcomer's machine may lack it; .ci/run installs it, so CI always runs this step.
  results.push({
    name: 'shifted-clock run',
    ok: true,
    seconds: 0,
    detail: 'skipped: faketime is not installed (apt-get install faketime)',
  });
}

const built = run('build', 'npx', ['lerna', 'run', 'build', '--stream']);
if (built) {
  // React Refresh, the dev client and the dev server's client exist only in dev builds (devkit/src/dev/).
  run('no dev code', 'npx', ['tsx', 'scripts/noDevCode.ts']);
  run('e2e (Chromium)', 'npm', ['run', 'test:e2e', '-w', 'e2e']);
  const report = readJson(e2eReport) as PlaywrightReport | null;
  if (report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    results.push({
      name: 'e2e counts',
      ok: report.stats.unexpected === 0,
      seconds: 0,
      detail: `${report.stats.expected} passed, ${report.stats.unexpected} failed, ${report.stats.flaky} flaky, ${report.stats.skipped} skipped`,
    });
  } else {
    failed += 1;
  }

  // The visitor flows in every engine (e2e/engines.config.ts): Debian's firefox-esr, webkit2gtk-driver
  // and xvfb, which .ci/run installs. Screenshots for a reviewer: reports/engines/screenshots/index.html.
  const engineTools = ['firefox-esr', 'WebKitWebDriver', 'Xvfb'];
  const missingTools = engineTools.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (missingTools.length === 0) {
    run('e2e (3 engines)', 'npm', ['run', 'test:engines', '-w', 'e2e']);
    const engines = readJson(enginesReport) as (PlaywrightReport & { suites: PlaywrightSuite[] }) | null;
    if (engines) {
      passed += engines.stats.expected + engines.stats.flaky;
      failed += engines.stats.unexpected;
      for (const [engine, counts] of countsByEngine(engines.suites)) {
        results.push({
          name: `  ${engine}`,
          ok: counts.unexpected === 0,
          seconds: 0,
          detail: `${counts.expected} passed, ${counts.unexpected} failed, ${counts.flaky} flaky, ${counts.skipped} skipped`,
        });
      }
    } else {
      failed += 1;
    }
  } else {
    // A newcomer's machine may lack them; .ci/run installs them, so CI always runs this step.
    results.push({
      name: 'e2e (3 engines)',
      ok: true,
      seconds: 0,
      detail: `skipped: ${missingTools.join(', ')} not installed (apt-get install firefox-esr webkit2gtk-driver xvfb)`,
    });
  }
}

const failedSteps = results.filter((r) => !r.ok);
console.log('\n━━ Summary');
for (const result of results) {
  console.log(
    `  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(20)} ${result.detail}${result.seconds ? ` (${result.seconds.toFixed(1)} s)` : ''}`,
  );
}
console.log(`  unit tests by workspace: ${unitCounts.join(', ') || 'none'}`);
// A step that failed without failing a counted test (type errors, a broken build) still fails the run.
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
