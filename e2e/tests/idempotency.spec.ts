import { expect, test } from '../support/test';
import { siteConfig } from '@site/site-config';
import { oneMailTo } from '../support/mail';
import { footerWithNewsletter } from '../support/pageHelpers';

/**
 * Issue 33 through the composed site: the newsletter box's post reaches the mail API and is stored, but
 * its 202 is lost on the way back (the connection is cut). The visitor sees "Request Failed", presses
 * Subscribe again, and the retry, with the same Idempotency-Key and body, is answered as the first post
 * was: one submission, one internal e-mail.
 */

test('a retry after a lost 202 is answered as the first post and sends no second e-mail', async ({ page }) => {
  const email = `retry-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const posts: Array<{ key: string | undefined; body: string | null; replayed?: string | undefined }> = [];
  await page.route('**/api/newsletter', async (route) => {
    const request = route.request();
    const post: (typeof posts)[number] = { key: request.headers()['idempotency-key'], body: request.postData() };
    posts.push(post);
    if (posts.length === 1) {
      // Reaches the API (stored), but the visitor never gets its answer.
      const answer = await route.fetch();
      expect(answer.status()).toBe(202);
      await route.abort('connectionreset');
      return;
    }
    const answer = await route.fetch();
    post.replayed = answer.headers()['idempotent-replayed'];
    await route.fulfill({ response: answer });
  });

  await page.goto('/');
  const footer = await footerWithNewsletter(page);
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Request Failed' });
  await expect(failed).toContainText('There was an error sending your request. Please try again later.');
  await expect(footer.getByLabel('Email address')).toHaveValue(email);
  await failed.click();

  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toContainText('Thank you for subscribing to our newsletter!');

  expect(posts).toHaveLength(2);
  expect(posts[0]?.key).toMatch(/^"[0-9a-f-]{36}"$/);
  expect(posts[1]?.key).toBe(posts[0]?.key);
  expect(posts[1]?.body).toBe(posts[0]?.body);
  expect(posts[1]?.replayed).toBe('true');

  const about = (mail: { parsed: { text?: string } }) => (mail.parsed.text ?? '').includes(email);
  await oneMailTo(siteConfig.mailboxes.enquiries, about);
  await oneMailTo(email);
  // Long enough for a second submission's e-mails to have gone out too, were there one.
  await page.waitForTimeout(1_500);
  await oneMailTo(siteConfig.mailboxes.enquiries, about);
  await oneMailTo(email);
});
