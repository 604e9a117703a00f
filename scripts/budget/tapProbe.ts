/**
 * What runs in the page to see a tap's answer: a probe installed before any of the page's scripts
 * notes the tap (its first event's `timeStamp`) and, each animation frame after it, whether the
 * answer is in the page; that frame paints it. The checks read the page as a visitor sees it
 * (roles, names, visibility), not one implementation's markup, so an older build is measured the
 * same way. Every function here is sent to the page: it uses nothing from outside itself.
 */

/** What answers a tap, as the page shows it. */
export type Answer =
  | 'dialog-open' // a modal dialog is open and shown
  | 'controls-shown' // what the tapped button controls (aria-controls) is shown
  | 'slider-moved' // the first slide started moving sideways
  | 'pressed-changed' // the tapped button's pressed state or name changed (pause/play)
  | 'scrolled-up' // the page started back to the top
  | 'errors-shown' // a form field is marked invalid and its message shown
  | 'form-ready'; // a modal dialog is open with a form in it that takes typing (a text box shown, enabled, not read-only)

declare global {
  interface Window {
    firstTapProbe?: {
      start: number | null;
      target: Element | null;
      answeredAt: number | null;
      answer: string | null;
      /** Time the page stood still in a browser alert after the tap: the harness's answer to it, not the page's. */
      blockedInAlertMs: number;
    };
  }
}

/** Runs in the page before any of its scripts: notes the tap, and how long the page then stands in a browser alert. */
export function installProbe(): void {
  const probe = {
    start: null as number | null,
    target: null as Element | null,
    answeredAt: null as number | null,
    answer: null as string | null,
    blockedInAlertMs: 0,
  };
  window.firstTapProbe = probe;
  // An empty form's first answer can be a browser alert (the spec's privacy alert), which holds the
  // page until it is dismissed: a visitor sees it at once, but here Playwright's round trip closes it.
  const alert = window.alert.bind(window);
  window.alert = (message?: unknown) => {
    const shownAt = performance.now();
    try {
      alert(message);
    } finally {
      if (probe.start !== null) probe.blockedInAlertMs += performance.now() - shownAt;
    }
  };
  const onTap = (event: Event) => {
    if (probe.answer === null || probe.start !== null) return;
    probe.start = event.timeStamp;
    // The control, not the icon or text inside it that a re-render may replace.
    probe.target = event.target instanceof Element ? (event.target.closest('button, [role="button"], summary, a') ?? event.target) : null;
  };
  for (const type of ['pointerdown', 'touchstart']) window.addEventListener(type, onTap, { capture: true, passive: true });
}

/** Arms the probe for one answer and watches for it frame by frame (in the page). */
export function armProbe(answer: Answer): void {
  const probe = window.firstTapProbe;
  if (!probe) throw new Error('the probe is not installed');
  probe.answer = answer;
  const shown = (element: Element | null | undefined): boolean =>
    element instanceof HTMLElement &&
    element.isConnected &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden';
  let firstSlideX: number | null = null;
  let pressed: string | null = null;
  let scrollY = 0;
  const control = () => probe.target?.closest('button, [role="button"], summary, a') ?? null;
  // The first slide of the slider a control runs: the one it names (aria-controls), else its section's.
  const firstSlide = (button: Element | null | undefined): Element | null => {
    const named = button?.getAttribute('aria-controls');
    const scope = (named ? document.getElementById(named) : null) ?? button?.closest('section');
    return scope?.querySelector('[aria-roledescription="slide"]') ?? scope?.querySelector('li') ?? null;
  };
  const slideX = () => firstSlide(control())?.getBoundingClientRect().left ?? null;
  const answered = (): boolean => {
    const tapped = control();
    switch (answer) {
      case 'dialog-open':
        return [...document.querySelectorAll('dialog, [role="dialog"]')].some(
          (dialog) =>
            (dialog instanceof HTMLDialogElement ? dialog.open : true) && shown(dialog) && (dialog.textContent || '').trim().length > 0,
        );
      case 'controls-shown': {
        const id = tapped?.getAttribute('aria-controls');
        return id ? shown(document.getElementById(id)) : tapped?.getAttribute('aria-expanded') === 'true';
      }
      case 'slider-moved': {
        const x = slideX();
        return x !== null && firstSlideX !== null && Math.abs(x - firstSlideX) > 2; // moving: a smooth scroll starts slowly
      }
      case 'pressed-changed':
        return (
          tapped !== null &&
          `${tapped.getAttribute('aria-pressed')}|${tapped.getAttribute('data-slider-paused')}|${tapped.textContent}` !== pressed
        );
      case 'scrolled-up':
        return window.scrollY < scrollY - 5;
      case 'errors-shown':
        return [...document.querySelectorAll('[aria-invalid="true"]')].some(shown);
      case 'form-ready':
        return [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].some((dialog) =>
          [...dialog.querySelectorAll<HTMLInputElement>('form input:is([type="text"], [type="email"], :not([type]))')].some(
            (box) => shown(box) && !box.disabled && !box.readOnly,
          ),
        );
    }
  };
  const frame = () => {
    if (probe.start === null) {
      // Until the tap: the state it should change.
      firstSlideX = null;
      scrollY = window.scrollY;
    } else {
      if (firstSlideX === null && answer === 'slider-moved') firstSlideX = slideXAtTap ?? slideX();
      if (pressed === null && answer === 'pressed-changed') pressed = pressedAtTap;
      if (answered()) {
        probe.answeredAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  // The state at the tap itself, read in the capture listener's task (before anything handles it).
  let slideXAtTap: number | null = null;
  let pressedAtTap: string | null = null;
  window.addEventListener(
    'pointerdown',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      pressedAtTap = button
        ? `${button.getAttribute('aria-pressed')}|${button.getAttribute('data-slider-paused')}|${button.textContent}`
        : null;
      slideXAtTap = firstSlide(button)?.getBoundingClientRect().left ?? null;
    },
    { capture: true, once: true },
  );
  requestAnimationFrame(frame);
}

/** Whether the tap the probe noted landed on `element` (or inside it, or on something inside which it sits). */
export function tapLandedOn(element: Element): boolean {
  const target = window.firstTapProbe?.target;
  return target instanceof Node && (element === target || element.contains(target) || target.contains(element));
}

/** When the armed answer was seen in the page, or null while it is not. */
export const answeredAt = (): number | null => window.firstTapProbe?.answeredAt ?? null;

/** The tap's time, the answer's, and how long the page stood in a browser alert between them. */
export function probeTiming(): { start: number | null; end: number | null; blocked: number } {
  return {
    start: window.firstTapProbe?.start ?? null,
    end: window.firstTapProbe?.answeredAt ?? null,
    blocked: window.firstTapProbe?.blockedInAlertMs ?? 0,
  };
}
