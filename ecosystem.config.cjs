/**
 * PM2 ecosystem file: the site's six services (shell, four remotes, mail API), each restarted with
 * backoff when it exits or crashes while the others keep serving. `npm start` runs it through
 * PM2's API (scripts/start.ts); in production: `npx pm2-runtime start ecosystem.config.cjs`
 * (foreground, for a container or systemd) or `npx pm2 start ecosystem.config.cjs` (daemon).
 * Ports, DEPLOY_ROOT, SMTP_URL, TRUST_PROXY… come from the environment it is started with.
 * The declarations live with the commands in server-kit/src/processes.ts, so the e2e harness runs
 * exactly these; tsx loads that TypeScript module here.
 */
const { require: requireTypeScript } = require('tsx/cjs/api');

const { supervisedApps } = requireTypeScript('./server-kit/src/processes.ts', __filename);

module.exports = { apps: supervisedApps() };
