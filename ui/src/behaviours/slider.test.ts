/**
 * The slider behaviour on plain markup, as the server sends it (installed on the document as the
 * islands loader does on a page with a slider). jsdom lays nothing out, so each
 * test gives the slides their places (offsetLeft) and the viewport its size.
 */
import { SLIDER_CONTROL_SELECTOR, SLIDER_PAUSED_ATTRIBUTE, sliderControl, sliderSlide, sliderViewport } from './index';
import { installSliders } from './slider';

// The loader fetches this behaviour once a page holds a slider; these tests have it from the start.
beforeAll(() => installSliders(document));

const SLIDE_STEP = 100;

interface Built {
  readonly viewport: HTMLElement;
  readonly strip: HTMLElement;
  readonly slides: HTMLElement[];
  readonly previous: HTMLButtonElement;
  readonly next: HTMLButtonElement;
  readonly pause: HTMLButtonElement;
  readonly scrolls: Array<{ left: number; behavior: ScrollBehavior | undefined }>;
}

function setAttributes(element: Element, attributes: Record<string, string | boolean | undefined>): void {
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, String(value));
}

let built = 0;

/** A slider of `count` slides, three in view, with its arrows and pause button; `loop` for the client logos' kind. */
function buildSlider({ count = 5, loop = false } = {}): Built {
  built += 1;
  const id = `slider-${String(built)}`;
  const buttons = ['pause', 'previous', 'next'].map((action) => {
    const button = document.createElement('button');
    setAttributes(button, sliderControl({ action: action as 'pause' | 'previous' | 'next', controls: id }));
    button.textContent = action;
    document.body.append(button);
    return button;
  });
  const viewport = document.createElement('div');
  setAttributes(viewport, sliderViewport({ id, label: 'Features', autoplay: loop ? { delay: 500, speed: 1500 } : { delay: 2000 }, loop }));
  const strip = document.createElement('div');
  strip.style.columnGap = '10px'; // slides 90 px wide, 10 px apart
  viewport.append(strip);
  const slides = Array.from({ length: count }, (_, index) => {
    const slide = document.createElement('div');
    setAttributes(slide, sliderSlide(index, count));
    slide.innerHTML = `<a href="/card-${String(index)}">Card ${String(index)}</a>`;
    Object.defineProperty(slide, 'offsetLeft', { get: () => index * SLIDE_STEP });
    slide.getBoundingClientRect = () => ({ width: SLIDE_STEP - 10 }) as DOMRect;
    strip.append(slide);
    return slide;
  });
  Object.defineProperty(viewport, 'clientWidth', { value: 3 * SLIDE_STEP });
  Object.defineProperty(viewport, 'scrollWidth', { value: count * SLIDE_STEP });
  const scrolls: Built['scrolls'] = [];
  viewport.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push({ left: options.left ?? 0, behavior: options.behavior });
    viewport.scrollLeft = options.left ?? 0;
  }) as typeof viewport.scrollTo;
  document.body.append(viewport);
  const [pause, previous, next] = buttons as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
  return { viewport, strip, slides, previous, next, pause, scrolls };
}

function pointer(type: string, target: Element, init: MouseEventInit & { pointerType?: string } = {}): void {
  // jsdom has no PointerEvent: a MouseEvent of the same type, with its pointerType.
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'pointerType', { value: init.pointerType ?? 'mouse' });
  target.dispatchEvent(event);
}

/** The visitor is at the page (what starts autoplay): a pointer move. */
const visitorArrives = () => pointer('pointermove', document.body);

function preferReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia.bind(window);

afterEach(() => {
  document.body.innerHTML = '';
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
});

// First: nothing in this file may have told the behaviour a visitor is at the page before it.
describe('before the visitor is at the page', () => {
  it('waits for the visitor, then moves on every 2 s and starts again from the first slide at the end', () => {
    jest.useFakeTimers();
    const { viewport } = buildSlider({ count: 5 });
    jest.advanceTimersByTime(5000);
    expect(viewport.scrollLeft).toBe(0); // a crawler or a prerender never sees it move
    visitorArrives();
    // Autoplay is set up once the frame that answers the visitor's first move has been drawn.
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    jest.advanceTimersByTime(1999);
    expect(viewport.scrollLeft).toBe(0);
    jest.advanceTimersByTime(1);
    expect(viewport.scrollLeft).toBe(100);
    jest.advanceTimersByTime(2000);
    expect(viewport.scrollLeft).toBe(200); // five slides, three in view: the end
    jest.advanceTimersByTime(2000);
    expect(viewport.scrollLeft).toBe(0);
  });
});

describe('slider arrows', () => {
  it('scroll the viewport by one slide each, smoothly, and are disabled at either end', () => {
    const { previous, next, viewport, scrolls } = buildSlider({ count: 5 });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    next.click();
    expect(scrolls).toEqual([{ left: 100, behavior: 'smooth' }]);
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    next.click();
    expect(viewport.scrollLeft).toBe(200);
    // Three of five in view: the end.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.click();
    expect(viewport.scrollLeft).toBe(200);
    previous.click();
    expect(viewport.scrollLeft).toBe(100);
    expect(next).toHaveAttribute('aria-disabled', 'false');
  });

  it('move at once under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    const { next, scrolls } = buildSlider();
    next.click();
    expect(scrolls).toEqual([{ left: 100, behavior: 'instant' }]);
  });

  it('are found by the selector the build check uses for handled buttons', () => {
    const { previous, next, pause } = buildSlider();
    expect([...document.querySelectorAll(SLIDER_CONTROL_SELECTOR)]).toEqual([pause, previous, next]);
  });
});

describe('slider autoplay', () => {
  it('stops with the pause button and goes on with play; the button says which', () => {
    jest.useFakeTimers();
    visitorArrives();
    const { viewport, pause } = buildSlider();
    expect(pause).not.toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE);
    pause.click();
    expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, 'true');
    jest.advanceTimersByTime(6000);
    expect(viewport.scrollLeft).toBe(0);
    pause.click();
    expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, 'false');
    jest.advanceTimersByTime(2000);
    expect(viewport.scrollLeft).toBe(100);
  });

  it('holds still while hovered, and starts again after the pointer leaves', () => {
    jest.useFakeTimers();
    visitorArrives();
    const { viewport, slides } = buildSlider();
    pointer('pointerover', slides[1]!, { relatedTarget: document.body });
    jest.advanceTimersByTime(6000);
    expect(viewport.scrollLeft).toBe(0);
    // Moving between slides is still over the slider.
    pointer('pointerout', slides[1]!, { relatedTarget: slides[2]! });
    jest.advanceTimersByTime(6000);
    expect(viewport.scrollLeft).toBe(0);
    pointer('pointerout', slides[2]!, { relatedTarget: document.body });
    jest.advanceTimersByTime(2000);
    expect(viewport.scrollLeft).toBe(100);
  });

  it('holds still while focus is on a slide’s link, not while it is on the buttons', () => {
    jest.useFakeTimers();
    visitorArrives();
    const { viewport, slides, pause } = buildSlider();
    slides[0]!.querySelector('a')!.focus();
    jest.advanceTimersByTime(6000);
    expect(viewport.scrollLeft).toBe(0);
    pause.focus();
    jest.advanceTimersByTime(2000);
    expect(viewport.scrollLeft).toBe(100);
  });

  it('does not start under prefers-reduced-motion until the visitor presses play', () => {
    jest.useFakeTimers();
    preferReducedMotion(true);
    visitorArrives();
    const { viewport, pause } = buildSlider();
    jest.advanceTimersByTime(6000);
    expect(viewport.scrollLeft).toBe(0);
    pause.click();
    expect(pause).toHaveAttribute(SLIDER_PAUSED_ATTRIBUTE, 'false');
    jest.advanceTimersByTime(2000);
    expect(viewport.scrollLeft).toBe(100);
  });

  it('loops the client logos (also one rendered after the visitor arrived): each move takes 1.5 s, then the slide that left goes to the end', async () => {
    jest.useFakeTimers();
    visitorArrives();
    const { strip, slides } = buildSlider({ count: 4, loop: true });
    await Promise.resolve(); // the behaviour notices a slider added to the page
    jest.advanceTimersByTime(500);
    expect(strip.style.transition).toBe('transform 1500ms linear');
    expect(strip.style.transform).toBe('translateX(-100px)');
    jest.advanceTimersByTime(1500);
    expect(strip.style.transform).toBe('');
    expect(slides.map((slide) => slide.style.order)).toEqual(['3', '0', '1', '2']);
    jest.advanceTimersByTime(2000);
    expect(slides.map((slide) => slide.style.order)).toEqual(['2', '3', '0', '1']);
    // Paused mid-move, the move ends and no other starts.
    jest.advanceTimersByTime(600);
    document.querySelector<HTMLButtonElement>('[data-slider-control="pause"]')!.click();
    jest.advanceTimersByTime(6000);
    expect(slides.map((slide) => slide.style.order)).toEqual(['1', '2', '3', '0']);
    expect(strip.style.transform).toBe('');
  });
});

describe('slider glide (a browser with Web Animations; jsdom has none, so the strip gets a stand-in)', () => {
  interface Glide {
    readonly keyframes: Keyframe[];
    readonly options: KeyframeAnimationOptions;
    cancelled: boolean;
    finish: () => void;
    /** Where the behaviour set the glide's clock (ms in), if it did. */
    currentTime?: number;
  }

  /** Records each glide the behaviour starts on `strip`; `finish()` ends one as the browser would. */
  function recordGlides(strip: HTMLElement): Glide[] {
    const glides: Glide[] = [];
    strip.animate = (keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      const listeners: Array<() => void> = [];
      const glide: Glide = { keyframes, options, cancelled: false, finish: () => listeners.forEach((listener) => listener()) };
      glides.push(glide);
      return {
        cancel: () => (glide.cancelled = true),
        addEventListener: (type: string, listener: () => void) => type === 'finish' && listeners.push(listener),
        set currentTime(time: number) {
          glide.currentTime = time;
        },
      } as unknown as Animation;
    };
    return glides;
  }

  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

  it('slides the strip by one slide with an ease-out curve, then hands over to the scroll position', async () => {
    const { strip, next, previous, viewport, scrolls } = buildSlider({ count: 5 });
    const glides = recordGlides(strip);
    next.click();
    expect(glides).toHaveLength(1);
    expect(glides[0]!.keyframes).toEqual([{ transform: 'translateX(0)' }, { transform: 'translateX(-100px)' }]);
    expect(glides[0]!.options.easing).toMatch(/^cubic-bezier\(/);
    // Its first frame is one frame in: the frame after the tap already shows the strip moving.
    expect(glides[0]!.currentTime).toBeCloseTo(1000 / 60);
    expect(scrolls).toEqual([]); // the strip moves; the scroll position waits for the glide's end
    await nextFrame();
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    glides[0]!.finish();
    expect(scrolls).toEqual([{ left: 100, behavior: 'instant' }]);
    expect(glides[0]!.cancelled).toBe(true);
    expect(viewport.scrollLeft).toBe(100);
  });

  it('goes on from where a glide under way was going when pressed again, and a press on the slider ends a glide at once', () => {
    const { strip, next, slides, scrolls } = buildSlider({ count: 6 });
    const glides = recordGlides(strip);
    next.click();
    next.click();
    expect(scrolls).toEqual([{ left: 100, behavior: 'instant' }]);
    expect(glides[1]!.keyframes).toEqual([{ transform: 'translateX(0)' }, { transform: 'translateX(-100px)' }]);
    pointer('pointerdown', slides[3]!, { pointerType: 'touch' });
    expect(scrolls).toEqual([
      { left: 100, behavior: 'instant' },
      { left: 200, behavior: 'instant' },
    ]);
    // The glide that was cut short does not hand over a second time.
    glides[1]!.finish();
    expect(scrolls).toHaveLength(2);
    pointer('pointerup', slides[3]!, { pointerType: 'touch' });
  });

  it('is not used under prefers-reduced-motion: the arrows jump', () => {
    preferReducedMotion(true);
    const { strip, next, scrolls } = buildSlider();
    const glides = recordGlides(strip);
    next.click();
    expect(glides).toEqual([]);
    expect(scrolls).toEqual([{ left: 100, behavior: 'instant' }]);
  });
});
