/**
 * What a part's dev server and the pages that hold it agree on (devServer.ts, client/). Dev-only:
 * nothing here is imported by a production build.
 */

import { DEV_CLIENT_FILE } from '@site/site-formats/fragments';

/** The dev client script, at the dev server's origin (the shell's server loads it in pages holding a dev part). */
export const DEV_CLIENT_PATH = `/${DEV_CLIENT_FILE}`;
/** Server-sent events: a save changed a page's server-only markup. */
export const DEV_EVENTS_PATH = '/__dev/events';
/** Where the dev client publishes Fast Refresh's runtime for the dev builds' modules (refreshRuntime.cjs). */
export const REFRESH_RUNTIME_GLOBAL = '__siteReactRefreshRuntime';
/** Set once a dev client has run on the page. */
export const DEV_CLIENT_GLOBAL = '__siteDevClient';

export type DevEvent =
  | {
      readonly type: 'reload';
      /** The page paths whose server-only markup changed; `*` for every page. */
      readonly paths: readonly string[];
      readonly reason: string;
    }
  | {
      /**
       * Stylesheets of the build that changed (file names at the dev server's root). The composed page
       * holds them inlined (`<style data-href>`), which webpack's own CSS update cannot find.
       */
      readonly type: 'stylesheets';
      readonly files: readonly string[];
    }
  | {
      /**
       * What is wrong with the last save, for the page's overlay: the browser build's errors (as
       * webpack reports them), type errors and server render errors, each naming its file and line.
       * Empty once they are fixed.
       */
      readonly type: 'problems';
      readonly problems: readonly DevProblem[];
    };

/** One problem: a webpack error as `stats.toJson()` gives it, or a message naming its file and line. */
export type DevProblem =
  string | { readonly message?: string; readonly moduleName?: string; readonly file?: string; readonly loc?: string };
