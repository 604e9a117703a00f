/** Copy of the New Blog screen. */
export const addBlog = {
  path: '/addBlog',
  meta: {
    title: 'New Blog',
    description:
      'Draft a post for the Wattlecare blog: heading, tags, a picture and the text, tidied with one click before it goes to our editors.',
  },
  heading: 'New Blog',
  intro: 'Draft a post for the Wattlecare blog.',
  note: 'Drafts stay in this browser tab and are not saved or sent from here. When your draft is ready, e-mail it to our editors with the picture attached:',
  draftSubject: 'Blog draft',
  tagsHint: 'Separate tags with commas, for example: Product, Rostering.',
} as const;
