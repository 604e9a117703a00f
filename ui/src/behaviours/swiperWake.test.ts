/**
 * Before Swiper runs: when it is fetched, and how a slider's controls answer from the server's HTML
 * meanwhile (the visitor pressed one before Swiper arrived): the arrows scroll the row, the pause
 * button shows the visitor's choice. Installed on the document as the loader does with the
 * visitor's first activity. Swiper never arrives here, as on a slow network: its module only
 * records that it was asked for.
 */
import { SLIDER_CONTROL_SELECTOR, SLIDER_PAUSED_ATTRIBUTE } from './index';
import { buildSlider, preferReducedMotion, STEP } from './sliderForTests';
import { takeOverSliders } from './swiperSliders';
import { installSliders } from './swiperWake';

jest.mock('./swiperSliders', () => ({ takeOverSliders: jest.fn() }));

beforeAll(() => installSliders(document));

const originalMatchMedia = window.matchMedia.bind(window);

afterEach(() => {
  document.body.innerHTML = '';
  window.matchMedia = originalMatchMedia;
  jest.mocked(takeOverSliders).mockClear();
});

/** Swiper's module has been asked for (the import and its answer take a few turns). */
async function swiperAskedFor(): Promise<boolean> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return jest.mocked(takeOverSliders).mock.calls.some(([doc]) => doc === document);
}

describe('Swiper is fetched', () => {
  it('when a slider comes within 200 px of the viewport', async () => {
    // jsdom has no IntersectionObserver: a stand-in that says when the browser's would call back.
    let callback: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    const margins: Array<string | undefined> = [];
    window.IntersectionObserver = class {
      constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        callback = report;
        margins.push(options?.rootMargin);
      }
      observe = (target: Element) => observed.push(target);
      disconnect = () => undefined;
    } as unknown as typeof IntersectionObserver;
    const { slider } = buildSlider();
    installSliders(document);
    expect([observed, margins]).toEqual([[slider], ['200px']]);
    callback([{ target: slider, isIntersecting: false } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await swiperAskedFor()).toBe(false);
    callback([{ target: slider, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await swiperAskedFor()).toBe(true);
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('when the visitor presses one of its controls, after the frame that shows the press’s answer', async () => {
    const { pause } = buildSlider();
    expect(await swiperAskedFor()).toBe(false);
    pause.click();
    expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, 'true');
    expect(await swiperAskedFor()).toBe(false);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(await swiperAskedFor()).toBe(true);
  });
});

describe('before Swiper runs', () => {
  it('an arrow scrolls the row by one slide, smoothly (its scroll snap stops it on that slide)', () => {
    const { next, previous, scrolls } = buildSlider();
    next.click();
    next.click();
    previous.click();
    expect(scrolls).toEqual([
      { left: STEP, behavior: 'smooth' },
      { left: STEP, behavior: 'smooth' },
      { left: -STEP, behavior: 'smooth' },
    ]);
  });

  it('an arrow moves the row at once under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    const { next, scrolls } = buildSlider();
    next.click();
    expect(scrolls).toEqual([{ left: STEP, behavior: 'instant' }]);
  });

  it('the pause button shows Pause until pressed, then the visitor’s choice each time', () => {
    const { pause } = buildSlider();
    expect(pause).not.toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE);
    pause.click();
    expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, 'true');
    pause.click();
    expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, 'false');
  });

  it('under prefers-reduced-motion the pause button starts at Play: the first press plays', () => {
    preferReducedMotion(true);
    const { pause } = buildSlider();
    pause.click();
    expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, 'false');
  });

  it('a press that came before this code did (the loader held it) is answered when it arrives', () => {
    const { pause } = buildSlider();
    const pressed = new MouseEvent('click', { bubbles: true });
    // Before this code is there, nothing on the document sees the press.
    pause.addEventListener('click', (event) => event.stopPropagation(), { once: true });
    pause.dispatchEvent(pressed);
    expect(pause).not.toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE);
    installSliders(document, pressed);
    expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, 'true');
  });

  it('the controls are found by the selector the build check uses for handled buttons', () => {
    const { previous, next, pause } = buildSlider();
    expect([...document.querySelectorAll(SLIDER_CONTROL_SELECTOR)]).toEqual([pause, previous, next]);
  });
});
