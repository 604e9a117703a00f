/**
 * The dev client: `/__dev/client.js` of a part's dev server, loaded by a page that holds it as a
 * classic script in `<head>`, before anything of the site's runs. Never part of a production build.
 *
 * 1. Fast Refresh's runtime, hooked into React first (injectRefresh.ts, imported first on purpose).
 * 2. Development React for the whole page, through a global Module Federation runtime plugin.
 * 3. Over `/__dev/events`: swaps a changed stylesheet in place, reloads the page when a save
 *    changed what only the server renders, and shows what is wrong with a save (build, type and
 *    server render errors, naming file and line) in webpack's error overlay until it is fixed. The
 *    page has it from its first byte, before any island (and so the part's own code) has loaded.
 */
import './injectRefresh';
import configureOverlay from 'webpack-dev-middleware/client/overlay';
import { DEV_EVENTS_PATH, DEV_CLIENT_GLOBAL, type DevEvent } from '../contract';
import { developmentReact } from './devReact';

interface SharedLike {
  version?: string;
  shareConfig?: unknown;
  scope?: unknown;
}
interface ResolveShareArgs {
  readonly pkgName: string;
  readonly version: string;
  readonly resolver: () => { shared: SharedLike; useTreesShaking?: boolean } | undefined;
}
interface FederationGlobal {
  __GLOBAL_PLUGIN__?: Array<{ name: string }>;
}

const page = globalThis as typeof globalThis & { __FEDERATION__?: FederationGlobal } & Record<string, unknown>;

/** React's shared modules from this client, whichever provider the page's federation chose. */
const developmentReactPlugin = {
  name: 'site-development-react',
  resolveShare(args: ResolveShareArgs): ResolveShareArgs {
    const library = developmentReact[args.pkgName];
    if (!library) return args;
    const chosen = args.resolver;
    return {
      ...args,
      resolver: () => {
        const picked = chosen();
        const factory = () => library;
        const shared = { ...picked?.shared, version: args.version, lib: factory, loaded: true, get: () => Promise.resolve(factory) };
        return { shared, useTreesShaking: false };
      },
    };
  },
};

/** Every dev server's client is the same code: the first one on the page does the work. */
if (!page[DEV_CLIENT_GLOBAL]) {
  page[DEV_CLIENT_GLOBAL] = true;
  const federation = (page.__FEDERATION__ ??= {});
  (federation.__GLOBAL_PLUGIN__ ??= []).push(developmentReactPlugin);
}

/** A changed stylesheet of the dev build, swapped in place once the new one has loaded (no flash of unstyled page). */
function swapStylesheet(href: string): void {
  const matching = [...document.querySelectorAll<HTMLElement>('style[data-href], link[rel="stylesheet"]')].filter(
    (element) => (element.getAttribute('data-href') ?? element.getAttribute('href') ?? '').split('?')[0] === href,
  );
  for (const old of matching) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${href}?v=${Date.now()}`;
    link.dataset.href = href;
    link.addEventListener('load', () => old.remove(), { once: true });
    old.after(link);
  }
}

/** Server-only markup changed: the page is rendered anew (what the islands hold is patched in place instead). */
const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const origin = new URL(script.src).origin;
  const events = new EventSource(`${origin}${DEV_EVENTS_PATH}`);
  const overlay = configureOverlay({ catchRuntimeError: true });
  events.addEventListener('message', (message: MessageEvent<string>) => {
    const event = JSON.parse(message.data) as DevEvent;
    if (event.type === 'problems') {
      overlay.showProblems('errors', [...event.problems], origin);
    } else if (event.type === 'stylesheets') {
      for (const file of event.files) swapStylesheet(`${origin}/${file}`);
    } else if (event.paths.some((changed) => changed === location.pathname || changed === '*')) {
      console.info(`[dev] ${event.reason}: reloading`);
      location.reload();
    }
  });
}
