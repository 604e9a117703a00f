/**
 * The edge's nginx configuration (deploy/nginx/edge.conf.template) rendered for one topology: where
 * nginx keeps its files, the shells it balances, and one origin per remote. Used by the edge soak
 * (`npm run soak -- --edge nginx`) and checked with `nginx -t` in the tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const edgeTemplateFile = path.resolve(__dirname, '../../../deploy/nginx/edge.conf.template');

export interface EdgeConfigOptions {
  /** nginx's own folder: pid, logs, temp files and the cache. */
  readonly prefix: string;
  readonly listenHost?: string;
  /** The site's origin on the edge (pages, the shell's files, /api). */
  readonly edgePort: number;
  /** The shell replicas' ports (on 127.0.0.1). */
  readonly shellPorts: readonly number[];
  /** Each remote's origin on the edge, and its server's port behind it. */
  readonly remotes: readonly { readonly name: string; readonly port: number; readonly edgePort: number }[];
  /** How long composed HTML is kept before it is revalidated (nginx time: `5s`). */
  readonly htmlTtl?: string;
  /** Addresses whose X-Forwarded-For is believed (the soak's load generator); none by default. */
  readonly realIpFrom?: readonly string[];
  readonly workerProcesses?: number | 'auto';
  /** Started as root: nginx's workers run as this user (`nobody nogroup`). */
  readonly user?: string;
}

const REMOTE_BLOCK = /^ *# REMOTE BEGIN[^\n]*\n([\s\S]*?)^ *# REMOTE END[^\n]*\n/m;

/** The template with its placeholders filled; one without a value is an error, or left for later (`partial`). */
function fill(text: string, values: Record<string, string>, partial = false): string {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value !== undefined) return value;
    if (partial) return whole;
    throw new Error(`the edge template names {{${name}}}, which has no value`);
  });
}

export function renderEdgeConfig(options: EdgeConfigOptions, template = readFileSync(edgeTemplateFile, 'utf8')): string {
  const block = REMOTE_BLOCK.exec(template);
  if (!block?.[1]) throw new Error('the edge template has no REMOTE BEGIN … REMOTE END block');
  const remoteBlock = block[1];
  const remotes = options.remotes
    .map((remote) =>
      fill(remoteBlock, { REMOTE: remote.name, REMOTE_PORT: String(remote.port), REMOTE_EDGE_PORT: String(remote.edgePort) }, true),
    )
    .join('\n');
  const shellServers = options.shellPorts.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`).join('\n');
  const realIp = options.realIpFrom?.length
    ? `${options.realIpFrom.map((address) => `set_real_ip_from ${address};`).join('\n  ')}\n  real_ip_header X-Forwarded-For;`
    : '# (no proxy in front: the connection is the visitor)';
  return fill(template.replace(remoteBlock, remotes), {
    USER: options.user ? `user ${options.user};` : '',
    WORKER_PROCESSES: String(options.workerProcesses ?? 'auto'),
    PREFIX: options.prefix,
    LISTEN_HOST: options.listenHost ?? '127.0.0.1',
    EDGE_PORT: String(options.edgePort),
    SHELL_SERVERS: shellServers,
    HTML_TTL: options.htmlTtl ?? '5s',
    REAL_IP: realIp,
  });
}
