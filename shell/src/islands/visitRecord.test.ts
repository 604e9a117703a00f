import { readVisitStart, submissionAttribution } from '@site/ui/visit-attribution';
import { recordVisitWhenIdle, recordVisitWhenShown } from './visitRecord';

afterEach(() => sessionStorage.clear());

describe("the visit's record", () => {
  it('records a prerendered page only once it is shown, never while it waits unseen', () => {
    recordVisitWhenShown(); // the page shown first, on jsdom's "/"
    expect(submissionAttribution().pagesViewed).toEqual(['/']);
    window.history.replaceState(null, '', '/pricing');
    const prerendered = Object.assign(new EventTarget(), { prerendering: true }) as unknown as Document & { prerendering: boolean };
    recordVisitWhenShown(prerendered);
    expect(submissionAttribution().pagesViewed).toEqual(['/']);
    prerendered.prerendering = false;
    prerendered.dispatchEvent(new Event('prerenderingchange'));
    expect(submissionAttribution().pagesViewed).toEqual(['/', '/pricing']);
    window.history.replaceState(null, '', '/');
  });

  describe("waits for idle time, not the page's load", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("records nothing in the loader's own task, then in idle time", () => {
      recordVisitWhenIdle();
      expect(readVisitStart()).toEqual({});
      jest.advanceTimersByTime(1000);
      expect(readVisitStart()).toEqual({ landingPage: '/' });
    });

    it("leaves a press's task alone (its answer paints first): the record still comes in idle time", () => {
      recordVisitWhenIdle();
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new Event('keydown'));
      expect(readVisitStart()).toEqual({});
      jest.advanceTimersByTime(1000);
      expect(readVisitStart()).toEqual({ landingPage: '/' });
    });

    it('records at once when a form is sent (it reads the record) or the visitor leaves', () => {
      recordVisitWhenIdle();
      window.dispatchEvent(new Event('submit'));
      expect(readVisitStart()).toEqual({ landingPage: '/' });
      sessionStorage.clear();
      recordVisitWhenIdle();
      window.dispatchEvent(new Event('pagehide'));
      expect(submissionAttribution().pagesViewed).toEqual(['/']);
    });
  });
});
