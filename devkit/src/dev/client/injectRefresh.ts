/**
 * React Fast Refresh's runtime, hooked into React before any React DOM evaluates (this module is the
 * dev client's first import), and published for the dev builds' modules: their registrations go to
 * this one copy (refreshRuntime.cjs), which is the one React DOM reports its roots to.
 */
import RefreshRuntime from 'react-refresh/runtime';
import { REFRESH_RUNTIME_GLOBAL } from '../contract';

const page = globalThis as typeof globalThis & Record<string, unknown>;
if (!page[REFRESH_RUNTIME_GLOBAL]) {
  RefreshRuntime.injectIntoGlobalHook(window);
  page[REFRESH_RUNTIME_GLOBAL] = RefreshRuntime;
}
