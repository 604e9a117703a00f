/**
 * Where a composed page's first screen ends, and which CSS rules it takes into the head.
 */
import { FIRST_SCREEN_ATTRIBUTE } from '@site/site-formats/fragments';
import { createFirstScreens, firstScreenOf, REST_HELD_CSS, usedRules } from './firstScreen';

const frame = (page: string) =>
  `<a href="#main">Skip</a><header><nav>menu</nav></header><main id="main"><div data-page-slot="">${page}</div></main><footer id="site-footer">footer</footer>`;

describe('firstScreenOf', () => {
  it('ends after the page’s first element (its hero), whatever comes before it in the slot', () => {
    const body = frame(
      '<!--$--><script type="application/json" data-island-props="">{}</script><section>hero</section><section>more</section>',
    );
    const firstScreen = firstScreenOf(body);
    expect(body.slice(0, firstScreen?.end)).toMatch(/<section>hero<\/section>$/);
  });

  it('ends after the element the page marks, when it marks one', () => {
    const body = frame(`<section><header ${FIRST_SCREEN_ATTRIBUTE}=""><h1>Pricing</h1></header><div>plans</div></section>`);
    expect(body.slice(0, firstScreenOf(body)?.end)).toMatch(/<h1>Pricing<\/h1><\/header>$/);
  });

  it('takes <main>’s first element on the shell’s own pages, and has none for a page the browser renders', () => {
    const shellPage = '<header>bar</header><main><div class="not-found"><h1>Page not found</h1></div><p>more</p></main>';
    expect(shellPage.slice(0, firstScreenOf(shellPage)?.end)).toMatch(/Page not found<\/h1><\/div>$/);
    expect(firstScreenOf(frame('<site-island data-island="shell/RemotePage" data-hydrate="load"></site-island>'))).toBeNull();
    expect(firstScreenOf('<site-island data-island="shell/ClientRenderedPage" data-hydrate="load"></site-island>')).toBeNull();
  });

  it('names the images the first screen marks as its largest paint’s, and none below it', () => {
    const body = frame(
      '<section><img src="/a.svg" fetchpriority="high" alt=""><img src="/b.svg" alt=""></section><section><img src="/c.svg" fetchPriority="high" alt=""></section>',
    );
    expect(firstScreenOf(body)?.priorityImages).toEqual(['/a.svg']);
  });
});

describe('usedRules', () => {
  it('keeps the rules the markup uses, in their media queries, with their states, and leaves the others out', async () => {
    const css =
      ':root{--brand:#0f4c45}.hero{color:var(--brand)}.plans{display:grid}@media (min-width:900px){.hero{font-size:2rem}.plans{gap:1rem}}' +
      '.hero:hover{color:red}.panel[hidden]{display:none}.hero::before{content:""}.spin{animation:turn 1s}@keyframes turn{to{rotate:1turn}}@keyframes unused{to{opacity:0}}';
    const rules = await usedRules(css, '<div class="hero"></div><div class="panel" hidden></div>');
    expect(rules).toBe(
      ':root{--brand:#0f4c45}.hero{color:var(--brand)}@media (min-width:900px){.hero{font-size:2rem}}.hero:hover{color:red}.panel[hidden]{display:none}.hero::before{content:""}',
    );
  });
});

describe('createFirstScreens', () => {
  it('marks the first screen’s end and puts what follows it (the stylesheets) right after it', async () => {
    const split = await createFirstScreens()(
      frame('<section class="hero">hero</section><section class="plans">more</section>'),
      '.hero{color:red}.plans{gap:1px}',
      '<style data-href="/a.css">.hero{color:red}.plans{gap:1px}</style>',
    );
    expect(split?.css).toBe(`.hero{color:red}${REST_HELD_CSS}`);
    expect(split?.body).toContain(
      '<section class="hero">hero</section><template id="first-screen-end"></template><style data-href="/a.css">.hero{color:red}.plans{gap:1px}</style><section class="plans">',
    );
  });

  it('keys a page’s split by its body and its stylesheets: a changed stylesheet makes a new one', async () => {
    const splitFirstScreen = createFirstScreens();
    const body = frame('<section>hero</section>');
    const [first, second] = [await splitFirstScreen(body, 'section{margin:0}', ''), await splitFirstScreen(body, 'section{margin:0}', '')];
    expect(second).toEqual(first);
    expect((await splitFirstScreen(body, 'section{margin:1px}', ''))?.css).toBe(`section{margin:1px}${REST_HELD_CSS}`);
  });
});
