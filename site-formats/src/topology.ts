import type { RemoteName as UiRemoteName } from '@site/ui';
/**
 * Where each deployable listens locally. One place, so `npm start`, the e2e harness and the
 * shell's default remote manifest agree. Every port can be overridden by its env variable.
 */
export const remoteNames = ['marketing', 'resources', 'pricing', 'forms'] as const;
export type RemoteName = (typeof remoteNames)[number];

// The shared contract (@site/ui) names the remotes too; the build fails if the two lists part ways
// (`IsTrue` then gets `false`, which does not satisfy its constraint).
type IsTrue<T extends true> = T;
export type RemoteNamesAgree = IsTrue<[RemoteName] extends [UiRemoteName] ? ([UiRemoteName] extends [RemoteName] ? true : false) : false>;

export interface ServiceInfo {
  /** Workspace folder. */
  readonly dir: string;
  readonly defaultPort: number;
  readonly portEnv: string;
}

export const services = {
  shell: { dir: 'shell', defaultPort: 3000, portEnv: 'SHELL_PORT' },
  marketing: { dir: 'mfe-marketing', defaultPort: 3001, portEnv: 'MARKETING_PORT' },
  resources: { dir: 'mfe-resources', defaultPort: 3002, portEnv: 'RESOURCES_PORT' },
  pricing: { dir: 'mfe-pricing', defaultPort: 3003, portEnv: 'PRICING_PORT' },
  forms: { dir: 'mfe-forms', defaultPort: 3004, portEnv: 'FORMS_PORT' },
  mailApi: { dir: 'mail-api', defaultPort: 3005, portEnv: 'MAIL_API_PORT' },
} as const satisfies Record<string, ServiceInfo>;

export type ServiceName = keyof typeof services;

/** The port variables of a whole site whose ports start at `base`, laid out as the defaults are (a second site beside the first). */
export function sitePortsFrom(base: number): { readonly [Name in ServiceName as (typeof services)[Name]['portEnv']]: string } {
  const offset = (name: ServiceName) => services[name].defaultPort - services.shell.defaultPort;
  return {
    SHELL_PORT: String(base + offset('shell')),
    MARKETING_PORT: String(base + offset('marketing')),
    RESOURCES_PORT: String(base + offset('resources')),
    PRICING_PORT: String(base + offset('pricing')),
    FORMS_PORT: String(base + offset('forms')),
    MAIL_API_PORT: String(base + offset('mailApi')),
  };
}

export function portOf(name: ServiceName, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[services[name].portEnv];
  const port = raw === undefined || raw === '' ? services[name].defaultPort : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${services[name].portEnv} must be a port number, got "${raw}"`);
  }
  return port;
}

/**
 * Where browsers fetch a remote's files: `<NAME>_PUBLIC_URL` (e.g. PRICING_PUBLIC_URL, a CDN origin)
 * or its local port. Deploys write it into the shell's remotes manifest.
 */
export function publicUrlOf(remote: RemoteName, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[`${services[remote].portEnv.replace(/_PORT$/, '')}_PUBLIC_URL`]?.trim();
  return (configured || `http://localhost:${portOf(remote, env)}`).replace(/\/+$/, '');
}

/** Module Federation container name of each remote (also its `output.uniqueName`). */
export function containerName(remote: RemoteName): string {
  return `mfe_${remote}`;
}
