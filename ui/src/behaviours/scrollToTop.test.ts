import { scrollToTopControl } from './index';

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

  it('takes the visitor to the top smoothly and puts focus on the logo without scrolling', async () => {
    reducedMotion(false);
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const control = renderPage();
    const logo = document.getElementById('site-logo')!;
    const focus = jest.spyOn(logo, 'focus');
    scrollTo(3000);
    await nextFrame();
    control.click();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(logo).toHaveFocus();
  });

  it('jumps at once under prefers-reduced-motion', () => {
    reducedMotion(true);
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage().click();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
