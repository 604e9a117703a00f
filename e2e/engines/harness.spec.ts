/**
 * The suite's own check, in each engine: a page's console error and uncaught exception reach the
 * fixture, which fails a test on any (fixtures.ts). WebKit's are heard by hooks in the page
 * (webKitEngine.ts), so this is what proves them there.
 */
import { expect, test } from './fixtures';
import { openLive } from './pageState';

test("a page's console error and uncaught exception are heard", async ({ visitor }) => {
  await openLive(visitor, '/faq');
  expect(await visitor.takeErrors()).toEqual([]);
  await visitor.evaluate(() => {
    console.error('engines check: a console error');
    setTimeout(() => {
      throw new Error('engines check: an uncaught exception');
    });
  });
  let heard: string[] = [];
  await expect
    .poll(async () => (heard = [...heard, ...(await visitor.takeErrors())]).join('\n'))
    .toMatch(
      /console\.error: engines check: a console error[\s\S]*engines check: an uncaught exception|engines check: an uncaught exception[\s\S]*console\.error: engines check: a console error/,
    );
});
