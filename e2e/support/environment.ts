/**
 * The e2e suite runs its own copy of the site on ports 31xx, so it never collides with a site
 * started by `npm start` on 30xx. `E2E_PORT_BASE` (default 3100) moves every port of the suite,
 * so two checkouts can run it side by side.
 */
import path from 'node:path';
import { repoRoot } from '@site/server-kit/processes';
import { sitePortsFrom } from '@site/site-formats/topology';

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);

export const e2eEnv = sitePortsFrom(portBase);

/** `npm start` itself, as a newcomer runs it (start.spec.ts), on ports 32xx beside the suite's site. */
export const startEnv = sitePortsFrom(portBase + 100);

/** Ports of the remotes' own servers: their standalone pages have no shell. */
export const remotePorts: ReadonlySet<string> = new Set(
  [e2eEnv, startEnv].flatMap((env) => [env.MARKETING_PORT, env.RESOURCES_PORT, env.PRICING_PORT, env.FORMS_PORT]),
);

/** Ports a spec starts servers of its own on (base + 200 + offset, 0–99), clear of both sites. */
export const specPort = (offset: number): string => String(portBase + 200 + offset);

export const SMTP_SINK_PORT = portBase + 25;
/** The suite's stand-in for the CRM's leads webhook (issue 21), beside the SMTP sink. */
export const WEBHOOK_RECEIVER_PORT = portBase + 26;
export const webhookUrl = `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}/hooks/leads`;
/** The HMAC key the suite's mail-api signs with and its tests verify with (mail-api asks for 24+ characters). */
export const webhookSecret = 'e2e-leads-webhook-secret-not-for-production';
export const shellUrl = `http://localhost:${e2eEnv.SHELL_PORT}`;

export const workDir = path.join(repoRoot, 'e2e/.tmp');
/** The suite's deploy root (the CDN stand-in, see releases/src/store.ts): every server serves its live release from it. */
export const deployRoot = path.join(repoRoot, 'e2e/.deploy');
export const mailDir = path.join(workDir, 'mail');
export const webhookDir = path.join(workDir, 'webhooks');
export const stateFile = path.join(workDir, 'processes.json');
