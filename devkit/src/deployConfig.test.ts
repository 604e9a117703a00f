/**
 * The deployment files in deploy/: Prometheus' scrape config and alert rules (promtool) and the
 * edge's nginx configuration (nginx -t), checked with the real tools when Debian's packages are
 * installed (`apt-get install prometheus nginx`), and skipped, saying so, when they are not.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { renderEdgeConfig } from './edge/nginxConfig';
import { services } from '@site/site-formats/topology';

const deployDir = path.resolve(__dirname, '../../deploy');
const prometheusDir = path.join(deployDir, 'prometheus');

/** The tool's path, or null (with a note in the test output) when it is not installed. */
function tool(name: string, packageName: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  for (const candidate of [`/usr/sbin/${name}`, `/usr/bin/${name}`]) {
    if (spawnSync('test', ['-x', candidate]).status === 0) return candidate;
  }
  console.warn(`${name} is not installed: skipping its check (Debian: apt-get install -y ${packageName})`);
  return null;
}

const promtool = tool('promtool', 'prometheus');
const nginx = tool('nginx', 'nginx');

describe('Prometheus', () => {
  it('scrapes every server on its own port, one job per service', () => {
    const config = parse(readFileSync(path.join(prometheusDir, 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const jobs = Object.fromEntries(config.scrape_configs.map((job) => [job.job_name, job.static_configs.flatMap((s) => s.targets)]));
    const expected = Object.fromEntries(
      Object.entries(services).map(([name, info]) => [name === 'mailApi' ? 'mail-api' : name, [`127.0.0.1:${info.defaultPort}`]]),
    );
    expect(jobs).toEqual(expected);
  });

  (promtool ? it : it.skip)('promtool accepts the scrape config and the alert rules, and the rules’ unit tests pass', () => {
    for (const args of [
      ['check', 'config', 'prometheus.yml'],
      ['check', 'rules', 'alerts.yml'],
      ['test', 'rules', 'alerts.test.yml'],
    ]) {
      const result = spawnSync(promtool ?? 'promtool', args, { cwd: prometheusDir, encoding: 'utf8' });
      expect({ args, output: `${result.stdout}${result.stderr}`, status: result.status }).toMatchObject({ status: 0 });
    }
  });

  it('every alert has a summary, a description and a runbook_url to its section of docs/runbooks.md', () => {
    const rules = (
      parse(readFileSync(path.join(prometheusDir, 'alerts.yml'), 'utf8')) as {
        groups: { rules: { alert: string; annotations: Record<string, string> }[] }[];
      }
    ).groups.flatMap((group) => group.rules);
    const runbook = readFileSync(path.resolve(deployDir, '../docs/runbooks.md'), 'utf8');
    expect(rules.map((rule) => rule.alert)).toEqual(expect.arrayContaining(['MailQueueNotDraining', 'RemoteDown', 'High5xxRate']));
    for (const { alert, annotations } of rules) {
      expect({ alert, summary: typeof annotations.summary, description: typeof annotations.description }).toEqual({
        alert,
        summary: 'string',
        description: 'string',
      });
      // The heading is the alert's name, so the git host's anchor for it is the name in lower case.
      expect(annotations.runbook_url).toBe(`docs/runbooks.md#${alert.toLowerCase()}`);
      expect(runbook).toMatch(new RegExp(`^#+ ${alert}$`, 'm'));
    }
  });
});

describe('the edge (nginx)', () => {
  const options = {
    edgePort: 3450,
    shellPorts: [3400, 3440],
    remotes: [
      { name: 'pricing', port: 3403, edgePort: 3453 },
      { name: 'forms', port: 3404, edgePort: 3454 },
    ],
    realIpFrom: ['127.0.0.1'],
  };

  it('renders one origin per remote and both shells as upstream servers', () => {
    const config = renderEdgeConfig({ ...options, prefix: '/tmp/edge' });
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain('server 127.0.0.1:3400 max_fails=3 fail_timeout=2s;');
    expect(config).toContain('server 127.0.0.1:3440 max_fails=3 fail_timeout=2s;');
    expect(config).toContain('listen 127.0.0.1:3453;');
    expect(config).toContain('upstream remote_forms {');
    expect(config).toContain('set_real_ip_from 127.0.0.1;');
  });

  (nginx ? it : it.skip)('nginx -t accepts the rendered configuration', () => {
    const prefix = mkdtempSync(path.join(tmpdir(), 'edge-test-'));
    chmodSync(prefix, 0o755);
    try {
      const root = process.getuid?.() === 0;
      const file = path.join(prefix, 'nginx.conf');
      writeFileSync(file, renderEdgeConfig({ ...options, prefix, ...(root ? { user: 'nobody nogroup' } : {}) }));
      const result = spawnSync(nginx ?? 'nginx', ['-t', '-q', '-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')], {
        encoding: 'utf8',
      });
      expect({ output: `${result.stdout}${result.stderr}`, status: result.status }).toEqual({ output: '', status: 0 });
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  (nginx ? it : it.skip)(
    "passes a page's Link preload of its hero image to the browser, from its cache too",
    async () => {
      const link = '<http://127.0.0.1:9/assets/hero.0123456789.svg>; rel=preload; as=image; fetchpriority=high';
      // A shell as the edge sees one: a composed page, revalidated with its ETag, with its preload.
      const shell = createServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache', ETag: '"page-1"', Link: link });
        response.end('<!doctype html><title>Home</title>');
      });
      const listening = (server: Server) =>
        new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
      const shellPort = await listening(shell);
      const spare = createServer();
      const edgePort = await listening(spare);
      await new Promise<void>((resolve) => spare.close(() => resolve()));
      const prefix = mkdtempSync(path.join(tmpdir(), 'edge-live-'));
      chmodSync(prefix, 0o755);
      const root = process.getuid?.() === 0;
      const file = path.join(prefix, 'nginx.conf');
      writeFileSync(
        file,
        renderEdgeConfig({
          edgePort,
          shellPorts: [shellPort],
          remotes: [],
          prefix,
          workerProcesses: 1,
          ...(root ? { user: 'nobody nogroup' } : {}),
        }),
      );
      const edge = spawn(nginx ?? 'nginx', ['-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')], { stdio: 'ignore' });
      try {
        const get = async () => {
          for (let attempt = 0; ; attempt += 1) {
            try {
              const response = await fetch(`http://127.0.0.1:${edgePort}/`);
              return { link: response.headers.get('link'), cache: response.headers.get('x-cache-status') };
            } catch (error) {
              if (attempt > 50) throw error;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        };
        expect(await get()).toEqual({ link, cache: 'MISS' });
        expect(await get()).toEqual({ link, cache: 'HIT' });
      } finally {
        edge.kill('SIGTERM');
        await new Promise((resolve) => edge.once('exit', resolve));
        await new Promise<void>((resolve) => shell.close(() => resolve()));
        rmSync(prefix, { recursive: true, force: true });
      }
    },
    20_000,
  );
});
