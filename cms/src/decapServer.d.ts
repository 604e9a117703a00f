/** decap-server's middlewares (its src/middlewares.ts), which its package ships without types. */
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express';

  /** The file-system proxy (`MODE=fs`) on `app` at /api/v1, editing the folder in GIT_REPO_DIRECTORY. */
  export function registerLocalFs(app: Express, options?: { readonly logLevel?: string }): Promise<void>;
}
