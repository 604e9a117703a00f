/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { FIRST_SCREEN_ATTRIBUTE, fragmentFileName, PUBLIC_BASE_TOKEN, type PrerenderedRoute } from '@site/site-formats/fragments';
import { staticFiles } from '@site/server-kit/static-server';
import { PAGE_SLOT_MARKER } from '../shared/contract';
import type { SiteRoute } from '@site/site-formats/routes';
import { frameName, type FrameVariant } from '../shared/frames';
import { liveRoutesFromList } from '../shared/liveRoutes';
import { createPageComposer, type PageRequest } from './composePage';
import { REST_HELD_CSS, REST_SHOWN_CSS } from './firstScreen';

/** The page's stylesheet: its parts' rules, then the one that shows what follows the first screen. */
const withRestShown = (css: string) => `${css}\n${REST_SHOWN_CSS}`;
import { createPageStyles } from './pageStyles';
import type { SiteRoutes } from './liveRoutes';
import { createRevalidatingCache } from './revalidatingCache';

// The shell's build: a minified template (as html-webpack-plugin writes it), a stylesheet and frames.
const shellDist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
writeFileSync(
  path.join(shellDist, 'index.html'),
  '<!doctype html><html><head><meta name=description content="Default"><title>Default title</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>',
);
writeFileSync(path.join(shellDist, 'shell.0123456789.css'), '.frame{color:red}');
mkdirSync(path.join(shellDist, 'prerender'));
const frame = (variant: FrameVariant, html: string, title = ''): void => {
  const name = frameName(variant);
  writeFileSync(
    path.join(shellDist, 'prerender', fragmentFileName(name)),
    JSON.stringify({ path: name, html, head: { title, description: '' }, structuredData: [] } satisfies PrerenderedRoute),
  );
};
// A menu label the shell's map does not know is a token in the frame, resolved per request.
frame(
  { slot: 'pricing', activeItem: 'Pricing', back: true },
  `<header>top bar<a href="/__label/Aged%20Care">Aged Care</a></header><main><div data-page-slot="">${PAGE_SLOT_MARKER}</div></main>`,
);
frame(
  { slot: 'marketing', activeItem: null, back: false },
  `<header>top bar</header><main><div data-page-slot="">${PAGE_SLOT_MARKER}</div></main>`,
);
frame(
  { slot: 'coming-soon', activeItem: null, back: true },
  '<header>top bar</header><main id="main"><h1>Coming soon</h1></main><footer id="site-footer">footer</footer>',
  'Coming soon | Wattlecare',
);
frame(
  { slot: 'not-found', activeItem: null, back: true },
  '<header>top bar</header><main><h1>Page not found</h1></main>',
  'Page not found | Wattlecare',
);
frame(
  { slot: 'unresolved', activeItem: null, back: true },
  '<header>top bar</header><main><site-island data-island="shell/LiveRoutePage" data-hydrate="load"></site-island></main>',
);

// A deployed remote on its own origin: its build folder served by the real static server.
const remoteDist = mkdtempSync(path.join(tmpdir(), 'pricing-dist-'));
mkdirSync(path.join(remoteDist, 'prerender'));
function deployPricingPage(price: string, extra: Partial<PrerenderedRoute> = {}): void {
  const page: PrerenderedRoute = {
    ...extra,
    path: '/pricing',
    html:
      extra.html ??
      `<section><h1>PRICING</h1><p>${price} per user</p><img src="${PUBLIC_BASE_TOKEN}assets/plan.0123456789.svg" alt=""></section>`,
    head: extra.head ?? { title: 'Pricing | Wattlecare', description: 'Plans & prices "from" $9.99' },
    structuredData: [{ '@type': 'SoftwareApplication', name: '</script><script>alert(1)</script>' }],
    scripts: ['__federation_expose_Pages.0123456789.js', 'pricing-page.0123456789.js'],
  };
  writeFileSync(path.join(remoteDist, 'prerender', fragmentFileName('/pricing')), JSON.stringify(page));
}
deployPricingPage('$9.99');
writeFileSync(
  path.join(remoteDist, 'mf-manifest.json'),
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './Pages',
        assets: {
          js: { sync: ['__federation_expose_Pages.0123456789.js'], async: [] },
          css: { sync: ['pages.0123456789.css'], async: ['670.0123456789.css', '671.abcdef0123.css'] },
        },
      },
      {
        path: './islands/PricingPlans',
        assets: { js: { sync: ['plans-island.0123456789.js'], async: [] }, css: { sync: ['plans-island.0123456789.css'], async: [] } },
      },
    ],
  }),
);
writeFileSync(path.join(remoteDist, 'pages.0123456789.css'), '.plans{display:grid}');
writeFileSync(path.join(remoteDist, '670.0123456789.css'), '.table{width:100%}');
writeFileSync(path.join(remoteDist, '671.abcdef0123.css'), '.table{width:100%}');
writeFileSync(path.join(remoteDist, 'plans-island.0123456789.css'), '.switch{display:flex}');

let remoteServer: Server;
let remoteBase = '';
beforeAll(async () => {
  const remote = express();
  remote.use(staticFiles(remoteDist));
  remoteServer = await new Promise<Server>((resolve) => {
    const server = remote.listen(0, '127.0.0.1', () => resolve(server));
  });
  remoteBase = `http://127.0.0.1:${(remoteServer.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => remoteServer.close(() => resolve())));

const liveRoute = (route: Partial<SiteRoute> & Pick<SiteRoute, 'path' | 'owner'>): SiteRoute => ({
  title: route.path,
  kind: 'product',
  indexable: true,
  ...route,
});
/** The route table as the shell's server would have it from the live releases. */
function siteRoutes(extra: readonly SiteRoute[] = [], unknownRemotes: SiteRoutes['unknownRemotes'] = []): SiteRoutes {
  const live = liveRoutesFromList([
    liveRoute({ path: '/', owner: 'marketing', title: 'Home' }),
    liveRoute({ path: '/pricing', owner: 'pricing', title: 'Pricing', kind: 'pricing' }),
    ...extra,
  ]);
  return { ...live, unknownRemotes, documentAt: () => undefined };
}

const pageStyles = createPageStyles();

function composer() {
  return createPageComposer({
    distDir: shellDist,
    // Revalidate on every request, so a redeploy is seen at once.
    cache: createRevalidatingCache({ freshForMs: 0, timeoutMs: 500 }),
    pageStyles,
  });
}

/** The page's stylesheet below its first screen: its address in the page, and what the shell serves there. */
function stylesheetBelowFirstScreen(html: string): { href: string; css: string | undefined } {
  const href =
    /<template id="first-screen-end"><\/template><link rel="stylesheet" href="([^"]+)" fetchpriority="low">/.exec(html)?.[1] ?? '';
  return { href, css: pageStyles.cssAt(href) };
}

interface RequestOptions {
  readonly routes?: SiteRoutes;
  /** Where pricing's mf-manifest.json is; the test remote's by default. */
  readonly entry?: string;
}

const request = (
  pathname: string,
  { routes = siteRoutes(), entry = `${remoteBase}mf-manifest.json` }: RequestOptions = {},
): PageRequest => ({
  route: routes.table.match(pathname),
  origin: 'https://www.example.com',
  routes,
  manifest: { remotes: [{ name: 'mfe_pricing', entry }] },
});

describe('composePage', () => {
  it("puts the remote's page into the shell's frame, with its head, canonical URL, Open Graph and JSON-LD", async () => {
    const page = await composer()(request('/pricing'));
    expect(page.status).toBe(200);
    expect(page.composedRemote).toBe('pricing');
    expect(page.html).toContain(
      `<div id="root"><header>top bar<a href="/coming-soon">Aged Care</a></header><main><div data-page-slot=""><section><h1>PRICING</h1>`,
    );
    expect(page.html).toContain('<title>Pricing | Wattlecare</title>');
    expect(page.html).toContain('<meta name="description" content="Plans &amp; prices &quot;from&quot; $9.99">');
    expect(page.html).not.toContain('content="Default"');
    expect(page.html).toContain('<link rel="canonical" href="https://www.example.com/pricing">');
    expect(page.html).toContain('<meta property="og:title" content="Pricing | Wattlecare">');
    expect(page.html).toContain('<meta property="og:url" content="https://www.example.com/pricing">');
    // Text in JSON-LD can never close the script element.
    expect(page.html).toContain('"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
    expect(page.html).not.toContain('<script>alert(1)');
  });

  it("writes the page's alternate links (its feed) into the head, escaped, as its PageHead renders them", async () => {
    deployPricingPage('$9.99', {
      head: {
        title: 'Pricing | Wattlecare',
        description: 'Plans',
        alternates: [{ type: 'application/rss+xml', title: 'Price "news" & <offers>', href: '/pricing/feed.xml?format=rss&v=2' }],
      },
    });
    try {
      const { html } = await composer()(request('/pricing'));
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Price &quot;news&quot; &amp; &lt;offers&gt;" href="/pricing/feed.xml?format=rss&amp;v=2">',
      );
      expect(html.match(/rel="alternate"/g)).toHaveLength(1);
    } finally {
      deployPricingPage('$9.99');
    }
    expect((await composer()(request('/pricing'))).html).not.toContain('rel="alternate"');
  });

  it("names the page's share card, an absolute URL on the site's origin, as a large card for Open Graph and X", async () => {
    const socialImage = { path: '/social/pricing.0123456789.png', width: 1200, height: 630, alt: 'Wattlecare: "Pricing" & plans' };
    deployPricingPage('$9.99', { head: { title: 'Pricing | Wattlecare', description: 'Plans', socialImage } });
    try {
      const { html } = await composer()(request('/pricing'));
      const head = html.slice(0, html.indexOf('</head>'));
      for (const tag of [
        '<meta property="og:image" content="https://www.example.com/social/pricing.0123456789.png">',
        '<meta property="og:image:type" content="image/png">',
        '<meta property="og:image:width" content="1200">',
        '<meta property="og:image:height" content="630">',
        '<meta property="og:image:alt" content="Wattlecare: &quot;Pricing&quot; &amp; plans">',
        '<meta name="twitter:card" content="summary_large_image">',
        '<meta name="twitter:image" content="https://www.example.com/social/pricing.0123456789.png">',
        '<meta name="twitter:image:alt" content="Wattlecare: &quot;Pricing&quot; &amp; plans">',
      ])
        expect(head).toContain(tag);
      expect(html.match(/name="twitter:card"/g)).toHaveLength(1);
    } finally {
      deployPricingPage('$9.99');
    }
    // A page without a card (not in the sitemap, or from a release made before cards) keeps the small one.
    const { html } = await composer()(request('/pricing'));
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
  });

  it('holds the first paint until the parser reaches the end of the first screen, so the top bar and the hero never paint half-parsed', async () => {
    for (const route of ['/pricing', '/coming-soon']) {
      const { html } = await composer()(request(route));
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<link rel="expect" href="#first-screen-end" blocking="render">');
      expect(html.match(/id="first-screen-end"/g)).toHaveLength(1);
    }
    const { html } = await composer()(request('/pricing'));
    // An empty element right after the page's first element, before what follows it.
    // An empty element right after the page's first element, then the page's stylesheet.
    expect(html).toMatch(
      /<\/section><template id="first-screen-end"><\/template><link rel="stylesheet" href="\/__styles\/page\.[0-9a-f]{10}\.css" fetchpriority="low"><style data-href="\/shell\.0123456789\.css"><\/style>/,
    );
  });

  it('with all its CSS in the head (a form post’s answer, a dev server’s part), holds the first paint until the footer', async () => {
    const framed = await composer()({ ...request('/coming-soon'), wholeCssInHead: true });
    const head = framed.html.slice(0, framed.html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#site-footer" blocking="render">');
    expect(head).toContain('<style data-href="/shell.0123456789.css">.frame{color:red}</style>');
    expect(framed.html).not.toContain('first-screen');
    // A frame without the element would hold nothing back, so it asks for nothing.
    expect((await composer()({ ...request('/pricing'), wholeCssInHead: true })).html).not.toContain('rel="expect"');
  });

  it('puts in the head only the rules the first screen uses, and the stylesheets whole after it', async () => {
    writeFileSync(
      path.join(remoteDist, 'pages.0123456789.css'),
      '.plans{display:grid}.hero{color:blue}@media (min-width:900px){.hero{color:navy}.table{gap:1px}}',
    );
    deployPricingPage('$9.99', {
      html: `<section class="hero"><h1>PRICING</h1></section><section class="plans"><table class="table"></table></section>`,
    });
    try {
      const { html } = await composer()(request('/pricing'));
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        `<style data-first-screen="">.hero{color:blue}@media (min-width:900px){.hero{color:navy}}${REST_HELD_CSS}</style>`,
      );
      expect(head).not.toContain('.plans');
      expect(head).not.toContain('<style data-href');
      const end = html.indexOf('<template id="first-screen-end">');
      expect(html.indexOf('<section class="hero">')).toBeLessThan(end);
      const { href, css } = stylesheetBelowFirstScreen(html);
      expect(html.indexOf(href)).toBeGreaterThan(end);
      expect(html.indexOf(href)).toBeLessThan(html.indexOf('<section class="plans">'));
      // Whole: the cascade is the stylesheets' own.
      expect(css).toBe(
        withRestShown(
          '.frame{color:red}\n.plans{display:grid}.hero{color:blue}@media (min-width:900px){.hero{color:navy}.table{gap:1px}}\n.table{width:100%}\n',
        ),
      );
    } finally {
      writeFileSync(path.join(remoteDist, 'pages.0123456789.css'), '.plans{display:grid}');
      deployPricingPage('$9.99');
    }
  });

  it('ends the first screen after the element the page marks, when it marks one', async () => {
    deployPricingPage('$9.99', {
      html: `<section><header ${FIRST_SCREEN_ATTRIBUTE}=""><h1>PRICING</h1></header><div class="plans">plans</div></section>`,
    });
    try {
      const { html } = await composer()(request('/pricing'));
      expect(html).toContain('<h1>PRICING</h1></header><template id="first-screen-end"></template><link rel="stylesheet"');
    } finally {
      deployPricingPage('$9.99');
    }
  });

  it('asks for the first screen’s largest-paint image with the response (Link: rel=preload), as an absolute URL', async () => {
    deployPricingPage('$9.99', {
      html: `<section><h1>PRICING</h1><img src="${PUBLIC_BASE_TOKEN}assets/hero.0123456789.svg" fetchpriority="high" alt=""></section><section><img src="${PUBLIC_BASE_TOKEN}assets/below.0123456789.svg" fetchpriority="high" alt=""></section>`,
    });
    try {
      expect((await composer()(request('/pricing'))).preloadImages).toEqual([`${remoteBase}assets/hero.0123456789.svg`]);
    } finally {
      deployPricingPage('$9.99');
    }
    // An image of the first screen that is not its largest paint is not worth the bandwidth.
    expect((await composer()(request('/pricing'))).preloadImages).toEqual([]);
  });

  it("keeps `$` sequences in the page's text as they are", async () => {
    deployPricingPage("$& and $' and $9");
    const page = await composer()(request('/pricing'));
    expect(page.html).toContain("<p>$& and $' and $9 per user</p>");
    deployPricingPage('$9.99');
  });

  it("points the page's asset URLs at the remote's origin", async () => {
    const page = await composer()(request('/pricing'));
    expect(page.html).toContain(`<img src="${remoteBase}assets/plan.0123456789.svg"`);
    expect(page.html).not.toContain(PUBLIC_BASE_TOKEN);
  });

  it("serves the shell's and the page's stylesheets as one of the shell's (equal files once), names each, and preloads no script (islands load theirs when they wake)", async () => {
    const { html } = await composer()(request('/pricing'));
    expect(stylesheetBelowFirstScreen(html).css).toBe(withRestShown('.frame{color:red}\n.plans{display:grid}\n.table{width:100%}\n'));
    // Each file named, empty, so that no loader fetches it again.
    for (const href of [
      '/shell.0123456789.css',
      `${remoteBase}pages.0123456789.css`,
      `${remoteBase}670.0123456789.css`,
      `${remoteBase}671.abcdef0123.css`,
    ])
      expect(html).toContain(`<style data-href="${href}"></style>`);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(`<script type="application/json" id="remotes-manifest">{"remotes":[{"name":"mfe_pricing"`);
  });

  it('inlines only the stylesheets the page needs when its prerender lists them', async () => {
    deployPricingPage('$9.99', { styles: ['pages.0123456789.css'] });
    try {
      const { html } = await composer()(request('/pricing'));
      expect(stylesheetBelowFirstScreen(html).css).toBe(withRestShown('.frame{color:red}\n.plans{display:grid}'));
      expect(html).not.toContain('670.0123456789.css');
      expect(html).not.toContain('671.abcdef0123.css');
    } finally {
      deployPricingPage('$9.99');
    }
  });

  it('sends a stylesheet that two builds both contain once (the design system’s), whatever its source map comment', async () => {
    writeFileSync(path.join(remoteDist, 'ui.0123456789.css'), '.frame{color:red}\n\n/*# sourceMappingURL=ui.0123456789.css.map*/');
    deployPricingPage('$9.99', { styles: ['ui.0123456789.css', 'pages.0123456789.css'] });
    try {
      const { html } = await composer()(request('/pricing'));
      expect(stylesheetBelowFirstScreen(html).css).toBe(withRestShown('.frame{color:red}\n\n.plans{display:grid}'));
      expect(html).not.toContain('sourceMappingURL');
      // And inline, with all of them in the head.
      const whole = (await composer()({ ...request('/pricing'), wholeCssInHead: true })).html;
      expect(whole).toContain('<style data-href="/shell.0123456789.css">.frame{color:red}</style>');
      expect(whole).toContain(`<style data-href="${remoteBase}ui.0123456789.css"></style>`);
      expect(whole).not.toContain('sourceMappingURL');
    } finally {
      deployPricingPage('$9.99');
    }
  });

  it("inlines the stylesheets of the page's islands from the start (waking one then changes no style)", async () => {
    deployPricingPage('$9.99', { styles: ['pages.0123456789.css'] });
    const file = path.join(remoteDist, 'prerender', fragmentFileName('/pricing'));
    const page = JSON.parse(await readFile(file, 'utf8')) as PrerenderedRoute;
    const island = '<site-island data-island="pricing/PricingPlans" data-hydrate="interaction">plans</site-island>';
    writeFileSync(file, JSON.stringify({ ...page, html: page.html.replace('</section>', `${island}</section>`) }));
    try {
      const { html } = await composer()(request('/pricing'));
      expect(stylesheetBelowFirstScreen(html).css).toBe(withRestShown('.frame{color:red}\n.plans{display:grid}\n.switch{display:flex}'));
      expect(html).toContain(`<style data-href="${remoteBase}plans-island.0123456789.css"></style>`);
    } finally {
      deployPricingPage('$9.99');
    }
  });

  it('names the hash of every inlined stylesheet for the Content-Security-Policy, and only those', async () => {
    const { html, styleHashes } = await composer()(request('/pricing'));
    const bodies = [...html.matchAll(/<style[^>]*>([^]*?)<\/style>/g)].map((match) => match[1]!);
    expect(bodies.length).toBeGreaterThan(1);
    const expected = new Set(bodies.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`));
    expect(new Set(styleHashes)).toEqual(expected);
    expect(html).not.toContain('nonce');
  });

  it('shows a redeployed page on the next request', async () => {
    const compose = composer();
    expect((await compose(request('/pricing'))).html).toContain('$9.99 per user');
    deployPricingPage('$12.49');
    expect((await compose(request('/pricing'))).html).toContain('$12.49 per user');
    deployPricingPage('$9.99');
  });

  it('serves the frame with the remote page as an island the browser renders, still 200, when the remote does not answer', async () => {
    const page = await composer()(request('/pricing', { entry: 'http://127.0.0.1:9/mf-manifest.json' }));
    expect(page.status).toBe(200);
    expect(page.composedRemote).toBeNull();
    expect(page.html).toContain(
      '<div id="root"><header>top bar<a href="/coming-soon">Aged Care</a></header><main><div data-page-slot="">' +
        '<script type="application/json" data-island-props="">{"remote":"pricing","pages":[{"path":"/pricing","title":"Pricing"}]}</script>' +
        '<site-island data-island="shell/RemotePage" data-hydrate="load"></site-island></div></main></div>',
    );
    expect(page.html).toContain('<title>Default title</title>');
  });

  it('serves the last good page of a remote that stopped answering', async () => {
    let down = false;
    const flaky = express();
    flaky.use((_request, response, next) => (down ? response.sendStatus(503) : next()));
    flaky.use(staticFiles(remoteDist));
    const server = await new Promise<Server>((resolve) => {
      const started = flaky.listen(0, '127.0.0.1', () => resolve(started));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const compose = composer();
      const entry = `${base}mf-manifest.json`;
      expect((await compose(request('/pricing', { entry }))).html).toContain('$9.99 per user');
      down = true;
      const page = await compose(request('/pricing', { entry }));
      expect(page.composedRemote).toBe('pricing');
      expect(page.html).toContain('$9.99 per user');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('drops a page its remote no longer has (404) instead of serving it stale', async () => {
    const compose = composer();
    expect((await compose(request('/pricing'))).composedRemote).toBe('pricing');
    rmSync(path.join(remoteDist, 'prerender', fragmentFileName('/pricing')));
    expect((await compose(request('/pricing'))).composedRemote).toBeNull();
    deployPricingPage('$9.99');
  });

  it("renders the shell's own pages whole, and unknown paths with the not-found frame and 404", async () => {
    const soon = await composer()(request('/coming-soon'));
    expect(soon.status).toBe(200);
    expect(soon.html).toContain('<h1>Coming soon</h1>');
    expect(soon.html).toContain('<title>Coming soon | Wattlecare</title>');
    const missing = await composer()(request('/no-such-page'));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<h1>Page not found</h1>');
    expect(missing.html).not.toContain('rel="canonical"');
  });

  it('leaves the route table out of the page: the islands runtime fetches /routes.json when it starts', async () => {
    const { html } = await composer()(request('/pricing'));
    expect(html).not.toContain('id="site-routes"');
  });

  it('writes in the frame where a label the shell’s map lacks leads now: a live page with that title, else /coming-soon', async () => {
    const before = await composer()(request('/pricing'));
    expect(before.html).toContain('<a href="/coming-soon">Aged Care</a>');
    const withPage = siteRoutes([liveRoute({ path: '/aged-care-industry', owner: 'marketing', title: 'Aged Care' })]);
    const after = await composer()(request('/pricing', { routes: withPage }));
    expect(after.html).toContain('<a href="/aged-care-industry">Aged Care</a>');
    expect(after.html).not.toContain('/__label/');
  });

  it('marks a page that is not for search results noindex', async () => {
    const tool = siteRoutes([liveRoute({ path: '/pricing-tool', owner: 'pricing', indexable: false })]);
    frame({ slot: 'pricing', activeItem: null, back: true }, `<main><div data-page-slot="">${PAGE_SLOT_MARKER}</div></main>`);
    expect((await composer()(request('/pricing-tool', { routes: tool }))).html).toContain('<meta name="robots" content="noindex">');
    expect((await composer()(request('/pricing'))).html).not.toContain('noindex');
  });

  it('answers 503, not 404, for an unknown path while a remote’s routes cannot be had (it may be one of its pages)', async () => {
    const page = await composer()(request('/blog/new-article', { routes: siteRoutes([], ['resources']) }));
    expect(page.status).toBe(503);
    // Not "Page not found": the browser asks for the live routes and renders the page once they are back.
    expect(page.html).toContain('data-island="shell/LiveRoutePage"');
    expect(page.html).not.toContain('Page not found');
    const missing = await composer()(request('/blog/new-article'));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
  });

  it('adds the Organization on the home page only', async () => {
    expect((await composer()(request('/'))).html).toContain('"@type":"Organization"');
    expect((await composer()(request('/pricing'))).html).not.toContain('"@type":"Organization"');
  });
});
