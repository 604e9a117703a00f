import { scrollToTopControl } from './index';
import { GLIDE_MS, installScrollToTop } from './scrollToTop';

// The loader fetches this behaviour with the page's first scroll; these tests have it from the start.
beforeAll(() => installScrollToTop(document));

function renderPage() {
  document.body.innerHTML = '<a id="site-logo" href="/">Home</a><main></main><button class="to-top"><span>Back to top</span></button>';
  const control = document.querySelector<HTMLButtonElement>('.to-top')!;
  for (const [name, value] of Object.entries(scrollToTopControl)) {
    if (value === true) control.setAttribute(name, '');
    else control.setAttribute(name, value);
  }
  return control;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function reducedMotion(matches: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: matches && query.includes('reduce') }) as MediaQueryList);
}

afterEach(() => {
  jest.restoreAllMocks();
  scrollTo(0);
});

describe('scroll-to-top behaviour', () => {
  it('is hidden in the HTML and shows only after the page has scrolled more than 1000 px', async () => {
    const control = renderPage();
    expect(control).not.toBeVisible();
    scrollTo(1000);
    await nextFrame();
    expect(control.hidden).toBe(true);
    scrollTo(1001);
    await nextFrame();
    expect(control.hidden).toBe(false);
    scrollTo(200);
    await nextFrame();
    expect(control.hidden).toBe(true);
  });

  it('glides the visitor to the top, moving from the first frame, and puts focus on the logo without scrolling', async () => {
    reducedMotion(false);
    const control = renderPage();
    const logo = document.getElementById('site-logo')!;
    const focus = jest.spyOn(logo, 'focus');
    scrollTo(3000);
    await nextFrame();
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation((options) => scrollTo((options as ScrollToOptions).top!));
    control.click();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(logo).toHaveFocus();
    await nextFrame();
    const first = (scroll.mock.calls[0]![0] as ScrollToOptions).top!;
    expect(first).toBeLessThan(3000 - 100); // fast at first: the tap's answer is on screen at once
    expect(scroll).toHaveBeenCalledWith({ top: first, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, GLIDE_MS + 100));
    const tops = scroll.mock.calls.map(([options]) => (options as ScrollToOptions).top!);
    expect(tops.at(-1)).toBe(0);
    expect(tops).toEqual([...tops].sort((a, b) => b - a)); // always upwards
  });

  it('stops where it is when the visitor takes over the scroll', async () => {
    reducedMotion(false);
    const control = renderPage();
    scrollTo(3000);
    await nextFrame();
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation((options) => scrollTo((options as ScrollToOptions).top!));
    control.click();
    await nextFrame();
    window.dispatchEvent(new Event('wheel'));
    const calls = scroll.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, GLIDE_MS + 100));
    expect(scroll.mock.calls).toHaveLength(calls);
    expect(window.scrollY).toBeGreaterThan(0);
  });

  it('jumps at once under prefers-reduced-motion', () => {
    reducedMotion(true);
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage().click();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
