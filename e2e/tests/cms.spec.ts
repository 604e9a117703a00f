/**
 * The writers' editor (cms/, `npm run cms`): Decap CMS with decap-server's proxy, its forms
 * generated from the collections' zod schemas. Through the editor in Chromium, a writer changes a
 * feature page's heading and writes a new blog article: the files change on disk and the build
 * accepts them (the marketing remote is built from the changed copy; the blog is compiled as the
 * build compiles it). A value the schema refuses is refused in the editor with the schema's own
 * message, and nothing is written.
 *
 * The editor works on a copy of the remotes' content and pictures (decap-server's
 * GIT_REPO_DIRECTORY), never on the working tree.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pageMeta } from '@site/devkit/markdown/front-matter';
import { repoRoot } from '@site/server-kit/processes';
import { remoteNames, services } from '@site/site-formats/topology';
import { buildRemoteVariant } from '../support/harness';
import { specPort, workDir } from '../support/environment';

test.describe.configure({ mode: 'serial' });

const cmsPort = specPort(40);
const editorUrl = `http://localhost:${cmsPort}/admin/`;
/** The editor's working copy: each remote's src/content and src/assets. */
const copy = path.join(workDir, 'cms-content');
const inCopy = (file: string) => path.join(copy, file);
const inRepo = (file: string) => path.join(repoRoot, file);

const { compileCollectionModule } = createRequire(__filename)(inRepo('devkit/src/markdown/loadCollection.cjs')) as {
  readonly compileCollectionModule: (collectionFile: string, format: 'cjs') => { readonly code: string };
};

const feature = 'mfe-marketing/src/content/features/timesheet.yaml';
const blog = 'mfe-resources/src/content/blog';

/** The schema's own words for a title search results would cut off. */
const tooLongTitleMessage = pageMeta.shape.title.safeParse('x'.repeat(80)).error?.issues[0]?.message ?? '';

let editor: ChildProcess | undefined;
let printed = '';

test.beforeAll(async () => {
  rmSync(copy, { recursive: true, force: true });
  for (const remote of remoteNames) {
    for (const folder of ['src/content', 'src/assets']) {
      const source = inRepo(path.join(services[remote].dir, folder));
      if (existsSync(source)) cpSync(source, inCopy(path.join(services[remote].dir, folder)), { recursive: true });
    }
  }
  mkdirSync(copy, { recursive: true });
  // `npm run cms`, as a writer starts it, on the copy.
  editor = spawn('npm', ['run', 'cms'], {
    cwd: repoRoot,
    env: { ...process.env, CMS_PORT: cmsPort, GIT_REPO_DIRECTORY: copy },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => (printed += chunk.toString());
  editor.stdout?.on('data', collect);
  editor.stderr?.on('data', collect);
  await expect
    .poll(() => printed, { timeout: 60_000, message: 'npm run cms prints where to open the editor' })
    .toContain(`Open ${editorUrl}`);
});

test.afterAll(() => {
  // The npm process and the server under it (its own process group).
  if (editor?.pid) process.kill(-editor.pid, 'SIGTERM');
});

async function openEntry(page: Page, hash: string): Promise<void> {
  await page.goto(editorUrl);
  // decap-server's proxy: no account, the working copy's files.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${editorUrl}#${hash}`);
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

test('npm run cms serves the editor on the copy with its forms generated from the schemas', async ({ request }) => {
  expect(printed).toContain(`Content editor (Decap CMS) on ${copy}`);
  const config = await (await request.get(`${editorUrl}config.yml`)).text();
  expect(config).toContain('publish_mode: editorial_workflow');
  expect(config).toContain(`url: http://localhost:${cmsPort}/api/v1`);
  expect(config).toContain('folder: mfe-marketing/src/content/features');
  expect(config).toContain('schema_path: hero.heading');
});

test('a feature page’s heading changed in the editor is written to its file, and the remote builds with it', async ({ page }) => {
  test.setTimeout(240_000);
  const before = readFileSync(inCopy(feature), 'utf8');
  const heading = 'Timesheets that fill themselves in from every shift';
  await openEntry(page, '/collections/marketing-features/entries/timesheet');
  // The hero's heading is the form's first "Heading" (order, name, summary, meta, then the hero).
  const field = page.getByLabel('Heading', { exact: true }).first();
  await expect(field).toHaveValue('Timesheets that fill themselves in from the shifts your team worked');
  await field.fill(heading);
  // The preview is the site's feature page, drawn by its own component with its CSS.
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(preview.locator('h1')).toHaveCSS('font-weight', '700');
  await publish(page);

  await expect.poll(() => readFileSync(inCopy(feature), 'utf8'), { timeout: 15_000 }).toContain(`  heading: ${heading}\n`);
  // Only that line changed: comments, quoting and line breaks stay as they were.
  const changed = (text: string) => text.split('\n');
  const [oldLines, newLines] = [changed(before), changed(readFileSync(inCopy(feature), 'utf8'))];
  expect(newLines).toHaveLength(oldLines.length);
  expect(newLines.filter((line, index) => line !== oldLines[index])).toEqual([`  heading: ${heading}`]);

  // The marketing remote's build takes the changed file: its page is prerendered with the heading.
  const dist = buildRemoteVariant('marketing', [
    { file: 'src/content/features/timesheet.yaml', copyOf: path.relative(repoRoot, inCopy(feature)) },
  ]);
  const prerendered = JSON.parse(readFileSync(path.join(dist, 'prerender/timesheet.json'), 'utf8')) as { html: string };
  expect(prerendered.html).toContain(heading);
});

test('a new blog article written in the editor is a new Markdown file the build accepts', async ({ page }) => {
  test.setTimeout(120_000);
  const articles = () => readdirSync(inCopy(blog)).filter((name) => name.endsWith('.md'));
  const existing = articles();
  await openEntry(page, '/collections/resources-blog/new');
  await page.getByLabel('Title', { exact: true }).fill('Rostering SIL homes: sleepovers and the handover');
  await page.getByLabel('Description', { exact: true }).fill('How coordinators roster sleepovers and active nights in SIL homes.');
  await page.getByLabel('SEO title', { exact: true }).fill('Rostering SIL sleepovers and handovers');
  await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Author', { exact: true }).fill('Leah Nguyen');
  const choosePicture = async (file: string) => {
    await page.getByRole('button', { name: 'Choose an image' }).first().click();
    await page.getByRole('dialog').getByText(file, { exact: true }).click();
    await page.getByRole('button', { name: 'Choose selected' }).click();
  };
  await choosePicture('author-3.svg');
  await choosePicture('post-2.svg');
  await page.getByLabel('Text alternative', { exact: true }).fill('A roster grid with the night shift marked.');
  await page.getByLabel('Categories', { exact: true }).click();
  await page.getByText('Product', { exact: true }).click();
  await page.locator('[data-slate-editor]').last().click();
  await page.keyboard.type(
    '## Sleepover or active night\n\nA sleepover is paid as an allowance; write to {{supportEmail}} with questions.\n',
  );

  // Too short a search description: the schema's message under the field, and no file.
  await page.getByLabel('SEO description', { exact: true }).fill('Rostering SIL homes.');
  await publish(page);
  await expect(page.getByText('at least 50 characters: one or two full sentences', { exact: true })).toBeVisible();
  expect(articles()).toEqual(existing);

  await page
    .getByLabel('SEO description', { exact: true })
    .fill('What a coordinator checks when rostering sleepovers, active nights and the morning handover in a SIL home.');
  // The preview renders the body as the site does: its heading anchor, the support address written out.
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.locator('h2#sleepover-or-active-night')).toHaveText('Sleepover or active night');
  await expect(preview.getByText(/write to \S+@\S+ with questions/)).toBeVisible();
  await publish(page);

  const file = inCopy(`${blog}/rostering-sil-homes-sleepovers-and-the-handover.md`);
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const text = readFileSync(file, 'utf8');
  expect(text).toMatch(/^---\ntitle: 'Rostering SIL homes: sleepovers and the handover'\n/);
  expect(text).toContain('authorImage:\n  src: ../../assets/blog/author-3.svg\n');
  expect(text).toContain('image:\n  src: ../../assets/blog/post-2.svg\n  alt: A roster grid with the night shift marked.\n');
  expect(text).toContain('date: 2026-11-20\n');
  expect(text).toContain('\n---\n\n## Sleepover or active night\n');
  // Nothing empty is written for the optional fields left out.
  expect(text).not.toMatch(/^(updated|id|path):/m);

  // The build's own compile of the blog: every article, the new one with it, passes its schema.
  const { code } = compileCollectionModule(inCopy(`${blog}/collection.yml`), 'cjs');
  expect(code).toContain('"slug": "rostering-sil-homes-sleepovers-and-the-handover"');
});

test('a value the schema refuses is refused in the editor with the schema’s message, and the file stays as it was', async ({ page }) => {
  const before = readFileSync(inCopy(feature), 'utf8');
  await openEntry(page, '/collections/marketing-features/entries/timesheet');
  await page.getByLabel('Title', { exact: true }).first().fill('A title far too long for search results to show it whole, cut off at 70');
  await publish(page);
  expect(tooLongTitleMessage).toBe('at most 70 characters, or search results cut it off');
  await expect(page.getByText(tooLongTitleMessage, { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Nothing was written, then or a moment later.
  await page.waitForTimeout(1000);
  expect(readFileSync(inCopy(feature), 'utf8')).toBe(before);
});
