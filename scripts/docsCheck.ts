/**
 * `npm run docs:check` (in `npm test`): the project's Markdown says only what is true.
 * - Every relative link and `#anchor` resolves: remark-validate-links, run by remark-cli before this
 *   (`.remarkrc.mjs`), offline.
 * - Here, what a link checker cannot know:
 *   - every `npm run X` and `npm run X -w Y` names a script that exists;
 *   - every file path in backticks exists (or is one git ignores: made by a build or a run);
 *   - every alert of deploy/prometheus/alerts.yml has a `runbook_url` to a section of docs/runbooks.md;
 *   - README.md ≤ 12,000 bytes, each package's README ≤ 6,000, any Markdown file ≤ 30,000.
 * Prints each finding as `file:line: what`, and exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';

const root = path.resolve(__dirname, '..');
const MAX_BYTES = { readme: 12_000, packageReadme: 6_000, any: 30_000 } as const;

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}
const findings: Finding[] = [];
const report = (file: string, line: number, message: string) => findings.push({ file, line, message });

/** The repository's Markdown files, as git knows them (tracked, or new and not ignored). */
function markdownFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root, encoding: 'utf8' });
  return listed.split('\n').filter((file) => file !== '' && existsSync(path.join(root, file)));
}

/** Whether git ignores the path, as a file or as a folder (`mail-api/outbox/` matches folders only). */
function ignoredByGit(relative: string): boolean {
  return [relative, path.join(relative, 'any')].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });
}

interface PackageJson {
  readonly name?: string;
  readonly workspaces?: readonly string[];
  readonly scripts?: Readonly<Record<string, string>>;
}
const readPackage = (dir: string) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as PackageJson;
const rootPackage = readPackage('.');
/** Each workspace's scripts, by its folder and by its package name (`-w e2e` and `-w @site/e2e` both work). */
const workspaceScripts = new Map<string, ReadonlySet<string>>();
for (const dir of rootPackage.workspaces ?? []) {
  const pkg = readPackage(dir);
  const scripts = new Set(Object.keys(pkg.scripts ?? {}));
  workspaceScripts.set(dir, scripts);
  if (pkg.name) workspaceScripts.set(pkg.name, scripts);
}
const rootScripts = new Set(Object.keys(rootPackage.scripts ?? {}));

/** `npm run X`, `npm run X -w Y`, `npm run -w Y X`, `npm run X --workspace=Y`: each named script must exist. */
function checkNpmRuns(text: string, file: string, line: number): void {
  for (const match of text.matchAll(/npm run(?<args>(?:\s+[^\s;&|`'")]+)+)/g)) {
    const args = (match.groups?.args ?? '').trim().split(/\s+/);
    let workspace: string | null = null;
    let script: string | null = null;
    for (let i = 0; i < args.length; i += 1) {
      const arg = args[i] ?? '';
      if (arg === '--') break;
      if (arg === '-w' || arg === '--workspace') workspace = args[(i += 1)] ?? null;
      else if (arg.startsWith('--workspace=')) workspace = arg.slice('--workspace='.length);
      else if (!arg.startsWith('-') && script === null) script = arg;
      else if (!arg.startsWith('-') && workspace === null) break; // the script's own arguments
    }
    // A placeholder (`npm run deploy -w <part>`) names no one script or workspace.
    if (script === null || /[<>{}$]/.test(script) || (workspace !== null && /[<>{}$*]/.test(workspace))) continue;
    const scripts = workspace === null ? rootScripts : workspaceScripts.get(workspace);
    if (!scripts) report(file, line, `\`npm run ${script} -w ${workspace}\`: no workspace ${workspace}`);
    else if (!scripts.has(script)) report(file, line, `\`npm run ${script}${workspace ? ` -w ${workspace}` : ''}\`: no such script`);
  }
}

/** The names at the top of the repository (and of each package): where a path in backticks starts. */
const topLevelOf = (dir: string) =>
  new Set(
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', dir === '.' ? '.' : dir], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((file) => (dir === '.' ? file : file.slice(dir.length + 1)).split('/')[0] ?? ''),
  );
const repositoryTop = topLevelOf('.');
const packageTops = new Map<string, Set<string>>();
const PATH_LIKE = /^\.?[\w.-]+(?:\/[\w.[\]-]+)+\/?$/;

/**
 * A path in backticks must exist (or be one git ignores: made by a build or a run) when it reads as
 * one from the repository's root (`shell/server/app.ts`, `.ci/run`) or, in a package's README, from
 * the package's folder (`src/contract.ts`). Other code (`mfe_x/Pages`, `/api/health`, a release's
 * `remotes.json`) is not a path in the repository.
 */
function checkPath(code: string, file: string, line: number): void {
  if (!PATH_LIKE.test(code)) return;
  const [first = ''] = code.split('/');
  const candidates: string[] = [];
  if (repositoryTop.has(first)) candidates.push(code);
  const packageDir = file.includes('/') ? (file.split('/')[0] ?? null) : null;
  if (packageDir && workspaceScripts.has(packageDir)) {
    let top = packageTops.get(packageDir);
    if (!top) packageTops.set(packageDir, (top = topLevelOf(packageDir)));
    if (top.has(first)) candidates.push(path.join(packageDir, code));
  }
  if (candidates.length === 0) return;
  if (candidates.some((candidate) => existsSync(path.join(root, candidate)) || ignoredByGit(candidate))) return;
  report(file, line, `\`${code}\`: no such file or folder`);
}

function checkMarkdown(file: string): void {
  const text = readFileSync(path.join(root, file), 'utf8');
  const bytes = statSync(path.join(root, file)).size;
  const limit =
    file === 'README.md'
      ? MAX_BYTES.readme
      : /^[\w-]+\/README\.md$/.test(file) && workspaceScripts.has(file.split('/')[0] ?? '')
        ? MAX_BYTES.packageReadme
        : MAX_BYTES.any;
  if (bytes > limit) report(file, 1, `${bytes} bytes: more than ${limit}`);

  const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'inlineCode') {
      checkNpmRuns(node.value, file, line);
      checkPath(node.value, file, line);
    } else if (node.type === 'code') {
      node.value.split('\n').forEach((codeLine, offset) => checkNpmRuns(codeLine, file, line + 1 + offset));
    }
  });
}

/** The anchors GitHub gives a Markdown file's headings. */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const tree = fromMarkdown(readFileSync(path.join(root, file), 'utf8'), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const anchors = new Set<string>();
  visit(tree, 'heading', (heading) => {
    let text = '';
    visit(heading, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode') text += node.value;
    });
    anchors.add(slugger.slug(text));
  });
  return anchors;
}

interface AlertRules {
  readonly groups: ReadonlyArray<{
    readonly rules: ReadonlyArray<{ readonly alert?: string; readonly annotations?: Record<string, string> }>;
  }>;
}

function checkRunbooks(): void {
  const rulesFile = 'deploy/prometheus/alerts.yml';
  const rules = parseYaml(readFileSync(path.join(root, rulesFile), 'utf8')) as AlertRules;
  const anchorsByFile = new Map<string, Set<string>>();
  for (const rule of rules.groups.flatMap((group) => group.rules)) {
    if (!rule.alert) continue;
    const url = rule.annotations?.runbook_url;
    if (!url) {
      report(rulesFile, 1, `${rule.alert}: no runbook_url annotation`);
      continue;
    }
    const [target = '', anchor = ''] = url.split('#');
    if (!existsSync(path.join(root, target)) || !target.endsWith('.md')) {
      report(rulesFile, 1, `${rule.alert}: runbook_url ${url} names no Markdown file`);
      continue;
    }
    let anchors = anchorsByFile.get(target);
    if (!anchors) anchorsByFile.set(target, (anchors = anchorsOf(target)));
    if (!anchors.has(anchor)) report(rulesFile, 1, `${rule.alert}: runbook_url ${url}: ${target} has no section #${anchor}`);
  }
}

for (const file of markdownFiles()) checkMarkdown(file);
checkRunbooks();

for (const { file, line, message } of findings) console.log(`${file}:${line}: ${message}`);
console.log(findings.length === 0 ? 'docs: every script, path, runbook and size checked' : `docs: ${findings.length} findings`);
process.exit(findings.length === 0 ? 0 : 1);
