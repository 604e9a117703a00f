/**
 * `npm test`: check formatting, lint, type-check every workspace, run every workspace's unit tests (Jest), build the site
 * (cached when unchanged), then the e2e suite in Chromium; print one plain summary.
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

/** The parsed file, or null when it does not exist; the caller says what it holds. */
function readJson(file: string): unknown {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

// Fresh reports only: a stale file must never count.
const jestReport = (workspace: string) => path.join(root, workspace, 'reports/jest.json');
const e2eReport = path.join(root, 'reports/e2e.json');
for (const workspace of workspaces) {
  rmSync(jestReport(workspace), { force: true });
  mkdirSync(path.dirname(jestReport(workspace)), { recursive: true });
}
rmSync(e2eReport, { force: true });

run('format', 'npx', ['prettier', '--check', '.']);
// Before the unit tests: type-aware lint of every workspace (eslint.config.mjs), no warning allowed.
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
// Dead code: unused files, exports and dependencies (knip.jsonc).
run('unused code', 'npx', ['knip', '--no-progress']);
run('type-check', 'npx', ['lerna', 'run', 'typecheck', '--stream', '--no-bail']);
run('type-check scripts', 'npx', ['tsc', '-p', 'scripts/tsconfig.json']);

run('unit tests', 'npx', ['lerna', 'run', 'test', '--stream', '--no-bail', '--', '--ci', '--json', '--outputFile=reports/jest.json']);
const unitCounts: string[] = [];
const hasUnitTests = (workspace: string) =>
  Boolean(
    (JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.test,
  );
for (const workspace of workspaces.filter(hasUnitTests)) {
  const report = readJson(jestReport(workspace)) as JestReport | null;
  if (!report) {
    // A workspace whose Jest never reported (crashed, misconfigured) counts as a failure.
    failed += 1;
    unitCounts.push(`${workspace} (no report)`);
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  unitCounts.push(`${workspace} ${report.numPassedTests}${report.numFailedTests ? ` (${report.numFailedTests} failed)` : ''}`);
}

const built = run('build', 'npx', ['lerna', 'run', 'build', '--stream']);
if (built) {
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
