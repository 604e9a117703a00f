/**
 * The e2e suite runs its own copy of the site on ports 31xx, so it never collides with a site
 * started by `npm start` on 30xx.
 */
import path from 'node:path';
import { repoRoot } from '@site/devkit/processes';

export const e2eEnv = {
  SHELL_PORT: '3100',
  MARKETING_PORT: '3101',
  RESOURCES_PORT: '3102',
  PRICING_PORT: '3103',
  FORMS_PORT: '3104',
  MAIL_API_PORT: '3105',
} as const;

/** `npm start` itself, as a newcomer runs it (start.spec.ts), on ports 32xx beside the suite's site. */
export const startEnv = {
  SHELL_PORT: '3200',
  MARKETING_PORT: '3201',
  RESOURCES_PORT: '3202',
  PRICING_PORT: '3203',
  FORMS_PORT: '3204',
  MAIL_API_PORT: '3205',
} as const;

/** Ports of the remotes' own servers: their standalone pages have no shell. */
export const remotePorts: ReadonlySet<string> = new Set(
  [e2eEnv, startEnv].flatMap((env) => [env.MARKETING_PORT, env.RESOURCES_PORT, env.PRICING_PORT, env.FORMS_PORT]),
);

export const SMTP_SINK_PORT = 3125;
/** The suite's stand-in for the CRM's leads webhook (issue 21), beside the SMTP sink. */
export const WEBHOOK_RECEIVER_PORT = 3126;
export const webhookUrl = `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}/hooks/leads`;
/** The HMAC key the suite's mail-api signs with and its tests verify with (mail-api asks for 24+ characters). */
export const webhookSecret = 'e2e-leads-webhook-secret-not-for-production';
export const shellUrl = `http://localhost:${e2eEnv.SHELL_PORT}`;

export const workDir = path.join(repoRoot, 'e2e/.tmp');
/** The suite's deploy root (the CDN stand-in, see devkit/src/deploy): every server serves its live release from it. */
export const deployRoot = path.join(repoRoot, 'e2e/.deploy');
export const mailDir = path.join(workDir, 'mail');
export const webhookDir = path.join(workDir, 'webhooks');
export const stateFile = path.join(workDir, 'processes.json');
