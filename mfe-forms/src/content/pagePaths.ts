/**
 * Where this remote's pages are (routes.ts publishes them, pages.ts gives their copy). The forms
 * post to and lead to these; the islands take only the paths, not the pages' copy.
 */
export const pagePaths = {
  demo: '/requestDemo',
  expert: '/salesPage',
  freeTrial: '/free-trial',
  requestSent: '/thank-you/request',
  trialSent: '/thank-you/free-trial',
  newsletterSent: '/thank-you/newsletter',
} as const;
