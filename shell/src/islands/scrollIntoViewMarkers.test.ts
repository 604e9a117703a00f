import { scrollIntoViewWhereAsked } from './scrollIntoViewMarkers';

describe('a page that asks for a delayed scroll (Our Story)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls smoothly to a marker after its delay, unless the visitor moved first', async () => {
    /** The behaviour is a module of its own, imported when a page asks for it: let that import settle. */
    const imported = async () => {
      await import('./scrollIntoViewLater');
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    };
    Object.assign(window, { matchMedia: () => ({ matches: false }) });
    const scrolled: Array<{ id: string; options: unknown }> = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: unknown) {
      scrolled.push({ id: this.id, options });
    };
    document.body.innerHTML = '<section id="closing" data-scroll-into-view-after="1000"></section>';
    scrollIntoViewWhereAsked();
    await imported();
    jest.advanceTimersByTime(999);
    expect(scrolled).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scrolled).toEqual([{ id: 'closing', options: { behavior: 'smooth', block: 'start' } }]);

    scrolled.length = 0;
    scrollIntoViewWhereAsked();
    await imported();
    window.dispatchEvent(new Event('wheel'));
    jest.advanceTimersByTime(1000);
    expect(scrolled).toEqual([]);
  });
});
