/**
 * Swiper running the server's markup of a slider, as it does once the slider nears the viewport:
 * the arrows, the pause button, autoplay and what holds it still, prefers-reduced-motion, the
 * keyboard and the labels screen readers get. jsdom lays nothing out (the slider is given its
 * sizes: sliderForTests.ts) and runs no CSS transition, so each test ends a move as a browser would
 * (`moveEnds`). Where the strip stands is read from the transform Swiper gives it.
 */
import { SLIDER_PAUSED_ATTRIBUTE } from './index';
import { autoplayingSettings, buildSlider, preferReducedMotion, STEP, type BuiltSlider } from './sliderForTests';
import { takeOverSliders } from './swiperSliders';
import { installSliders } from './swiperWake';

// The pause button's first answer (data-slider-paused) is the page's, before Swiper and after.
beforeAll(() => installSliders(document));

const originalMatchMedia = window.matchMedia.bind(window);

let fakeTimers = false;

/** Jest's clock: timers run only as a test moves it on. */
function useFakeTimers(): void {
  jest.useFakeTimers();
  fakeTimers = true;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
  fakeTimers = false;
  // A test's stand-in for the browser's (jsdom has none).
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** The idle task Swiper's start waits for passes (jsdom has no requestIdleCallback: a timer, then). */
async function idleTaskPasses(): Promise<void> {
  if (fakeTimers) jest.advanceTimersByTime(0);
  else await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Swiper takes the slider over (the MutationObserver that watches for later ones answers in a microtask), in an idle task. */
async function takenOver(built: BuiltSlider): Promise<BuiltSlider> {
  takeOverSliders(document);
  await Promise.resolve();
  expect(built.slider).not.toHaveClass('swiper-initialized');
  await idleTaskPasses();
  return built;
}

/** How far the strip stands moved to the left, in slides. */
const slidesMoved = ({ strip }: BuiltSlider) =>
  -Number.parseFloat(/translate3d\((-?[\d.]+)px/.exec(strip.style.transform)?.[1] ?? '0') / STEP;

/** The move under way ends (a browser's `transitionend`). */
const moveEnds = ({ strip }: BuiltSlider) => strip.dispatchEvent(new Event('transitionend'));

/** A press on the pause button, which then says `paused` ("true" or "false"); Swiper's autoplay follows it (an attribute observer, a microtask later). */
async function pressPause({ pause }: BuiltSlider, paused: 'true' | 'false'): Promise<void> {
  pause.click();
  expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, paused);
  await Promise.resolve();
}

function pointer(type: string, target: Element): void {
  // jsdom has no PointerEvent: a MouseEvent of the same type, with its pointerType (a press bubbles, an enter does not).
  const event = new MouseEvent(type, { bubbles: type.endsWith('down') || type.endsWith('up') });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  target.dispatchEvent(event);
}

describe('Swiper on a slider’s markup', () => {
  it('keeps the server’s labels: a carousel of "n of N" slides, and the arrows’ own names', async () => {
    const { slider, slides, previous, next } = await takenOver(buildSlider());
    expect(slider).toHaveClass('swiper-initialized');
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides.map((slide) => [slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')])).toEqual(
      [1, 2, 3, 4, 5].map((index) => ['slide', `${String(index)} of 5`]),
    );
    expect(previous).toHaveAccessibleName('Previous cards');
    expect(next).toHaveAccessibleName('Next cards');
  });

  it('moves one slide per arrow press; the arrow at either end is aria-disabled and keeps focus', async () => {
    const built = await takenOver(buildSlider({ count: 5 }));
    const { previous, next } = built;
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    next.click();
    moveEnds(built);
    expect(slidesMoved(built)).toBeCloseTo(1);
    expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    next.focus();
    next.click();
    moveEnds(built);
    // Five slides, three in view: the end.
    expect(slidesMoved(built)).toBeCloseTo(2);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect([next.disabled, next.getAttribute('tabindex'), document.activeElement]).toEqual([false, null, next]);
    next.click();
    expect(slidesMoved(built)).toBeCloseTo(2);
    previous.click();
    moveEnds(built);
    expect(slidesMoved(built)).toBeCloseTo(1);
  });

  it('starts where the visitor had swiped the row before it ran', async () => {
    const built = buildSlider({ count: 6 });
    built.slider.scrollLeft = 2 * STEP;
    await takenOver(built);
    expect(slidesMoved(built)).toBeCloseTo(2);
    expect(built.slider.scrollLeft).toBe(0);
  });

  it('waits for the scroll of an arrow pressed before it ran, and starts on the slide that scroll stopped on', async () => {
    const built = buildSlider({ count: 6 });
    built.next.click(); // answered from the HTML: a smooth scroll of the row, one slide on
    await takenOver(built);
    expect(built.slider).not.toHaveClass('swiper-initialized');
    built.slider.dispatchEvent(new Event('scrollend'));
    expect(built.slider).toHaveClass('swiper-initialized');
    expect(slidesMoved(built)).toBeCloseTo(1);
  });

  it('waits for a press under way, until the frame after it ends: a tap’s answer never waits for Swiper', async () => {
    const built = buildSlider();
    pointer('pointerdown', built.next);
    takeOverSliders(document);
    await idleTaskPasses();
    await idleTaskPasses();
    expect(built.slider).not.toHaveClass('swiper-initialized');
    pointer('pointerup', built.next);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(built.slider).not.toHaveClass('swiper-initialized');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await idleTaskPasses();
    expect(built.slider).toHaveClass('swiper-initialized');
  });

  it('moves with the arrow keys while focus is inside it, and only then', async () => {
    const built = await takenOver(buildSlider());
    const arrowRight = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', keyCode: 39, bubbles: true }));
    arrowRight();
    expect(slidesMoved(built)).toBeCloseTo(0);
    built.slides[0]!.querySelector('a')!.focus();
    arrowRight();
    moveEnds(built);
    expect(slidesMoved(built)).toBeCloseTo(1);
    built.pause.focus();
    arrowRight();
    expect(slidesMoved(built)).toBeCloseTo(1);
  });
});

describe('autoplay', () => {
  it('moves on every 2 s and starts again from the first slide at the end', async () => {
    useFakeTimers();
    const built = await takenOver(buildSlider({ count: 5 }));
    jest.advanceTimersByTime(1999);
    expect(slidesMoved(built)).toBeCloseTo(0);
    jest.advanceTimersByTime(1);
    moveEnds(built);
    expect(slidesMoved(built)).toBeCloseTo(1);
    jest.advanceTimersByTime(2000);
    moveEnds(built);
    expect(slidesMoved(built)).toBeCloseTo(2);
    jest.advanceTimersByTime(2000);
    moveEnds(built);
    expect(slidesMoved(built)).toBeCloseTo(0);
  });

  it('stops with the pause button and goes on with play; the button says which', async () => {
    useFakeTimers();
    const built = await takenOver(buildSlider());
    await pressPause(built, 'true');
    jest.advanceTimersByTime(6000);
    expect(slidesMoved(built)).toBeCloseTo(0);
    await pressPause(built, 'false');
    jest.advanceTimersByTime(2000);
    expect(slidesMoved(built)).toBeCloseTo(1);
  });

  it('follows the choice made with the pause button before Swiper ran', async () => {
    useFakeTimers();
    const built = buildSlider();
    built.pause.click();
    await takenOver(built);
    jest.advanceTimersByTime(6000);
    expect(slidesMoved(built)).toBeCloseTo(0);
  });

  it('does not start under prefers-reduced-motion until the visitor presses play, and then moves at once', async () => {
    useFakeTimers();
    preferReducedMotion(true);
    const built = await takenOver(buildSlider());
    jest.advanceTimersByTime(6000);
    expect(slidesMoved(built)).toBeCloseTo(0);
    await pressPause(built, 'false');
    jest.advanceTimersByTime(2000);
    expect(slidesMoved(built)).toBeCloseTo(1);
    expect(built.strip.style.transitionDuration).toBe('0ms');
    // No move waits for a transition that never comes: it goes on.
    jest.advanceTimersByTime(2000);
    expect(slidesMoved(built)).toBeCloseTo(2);
  });

  it('holds still while the mouse is over it, and goes on after it leaves', async () => {
    useFakeTimers();
    const built = await takenOver(buildSlider());
    pointer('pointerenter', built.slider);
    jest.advanceTimersByTime(6000);
    expect(slidesMoved(built)).toBeCloseTo(0);
    pointer('pointerleave', built.slider);
    jest.advanceTimersByTime(2000);
    expect(slidesMoved(built)).toBeCloseTo(1);
  });

  it('holds still while focus is on a slide’s link, not while it is on the buttons', async () => {
    useFakeTimers();
    const built = await takenOver(buildSlider());
    built.slides[0]!.querySelector('a')!.focus();
    jest.advanceTimersByTime(6000);
    expect(slidesMoved(built)).toBeCloseTo(0);
    built.pause.focus();
    jest.advanceTimersByTime(2000);
    expect(slidesMoved(built)).toBeCloseTo(1);
  });

  it('is taken over as the slider nears the viewport, and holds still while it is out of view', async () => {
    useFakeTimers();
    // jsdom has no IntersectionObserver: a stand-in that says when the browser's would call back.
    const observers = new Set<IntersectionObserverCallback>();
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe = () => observers.add(this.callback);
      disconnect = () => observers.delete(this.callback);
    } as unknown as typeof IntersectionObserver;
    const built = await takenOver(buildSlider());
    const inView = (isIntersecting: boolean) => {
      for (const report of [...observers]) {
        report([{ target: built.slider, isIntersecting } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    };
    // Swiper takes the slider over as it nears the viewport, in idle tasks of its own (here timers:
    // one builds it, the next, set by the first and so 1 ms later on Jest's clock, starts it).
    inView(false);
    jest.advanceTimersByTime(6000);
    expect(built.slider).not.toHaveClass('swiper-initialized');
    inView(true);
    jest.advanceTimersByTime(0);
    expect(built.slider).not.toHaveClass('swiper-initialized');
    jest.advanceTimersByTime(1);
    expect(built.slider).toHaveClass('swiper-initialized');
    jest.advanceTimersByTime(6000);
    expect(slidesMoved(built)).toBeCloseTo(0);
    inView(true);
    jest.advanceTimersByTime(2000);
    moveEnds(built);
    expect(slidesMoved(built)).toBeCloseTo(1);
    inView(false);
    jest.advanceTimersByTime(6000);
    expect(slidesMoved(built)).toBeCloseTo(1);
  });

  it('loops the client logos: every 500 ms a move of 1.5 s to the next, for ever, the dragging left to autoplay', async () => {
    useFakeTimers();
    const built = await takenOver(
      buildSlider({
        count: 8,
        settings: { ...autoplayingSettings, loop: true, speed: 1500, allowTouchMove: false, autoplay: { delay: 500 } },
      }),
    );
    const front = () => built.strip.querySelector('.swiper-slide-active')?.getAttribute('aria-label');
    expect(front()).toBe('1 of 8');
    for (const expected of ['2 of 8', '3 of 8', '4 of 8', '5 of 8', '6 of 8', '7 of 8', '8 of 8', '1 of 8']) {
      jest.advanceTimersByTime(500);
      expect(built.strip.style.transitionDuration).toBe('1500ms');
      moveEnds(built);
      expect(front()).toBe(expected);
    }
  });
});
