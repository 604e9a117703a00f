/**
 * Runs `task` after the browser has painted the next frame (a frame, then a task): work a tap sets
 * off that its answer does not need, or a read of layout that would otherwise force the page's
 * first style and layout into the current task, waits until then. A yield alone may run before the frame.
 */
export function afterNextPaint(task: () => void, view: Window = window): void {
  if (typeof view.requestAnimationFrame === 'function') view.requestAnimationFrame(() => view.setTimeout(task, 0));
  else view.setTimeout(task, 0);
}

/** One frame at 60 Hz: a glide's first frame counts as this far in, so it already shows movement. */
export const FRAME_MS = 1000 / 60;
