/**
 * `data-scroll-into-view-after` markers (`scrollIntoViewLater.ts`): few pages have one, so the
 * behaviour's code is fetched only by those.
 */
export function scrollIntoViewWhereAsked(): void {
  const scrollLater = [...document.querySelectorAll<HTMLElement>('[data-scroll-into-view-after]')];
  if (scrollLater.length > 0)
    void import('./scrollIntoViewLater').then(({ scrollIntoViewLater }) => {
      for (const element of scrollLater) scrollIntoViewLater(element);
    });
}
