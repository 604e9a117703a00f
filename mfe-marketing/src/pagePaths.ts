/**
 * The routes this remote renders, by page family. Each family's code and content load as one
 * chunk when one of its routes is first visited; tests check these lists against the content and
 * against the shell's route table.
 */
export const pagePaths = {
  home: ['/'],
  product: ['/product', '/scheduling', '/time-management', '/hr-management', '/communication'],
  role: ['/administrator', '/roster-manager', '/ndis-staff', '/hr-manager', '/accountant', '/participant'],
  industry: ['/ndis-industry', '/ict-industry'],
  feature: [
    '/roster-management',
    '/timesheet',
    '/admin-console',
    '/access-control-panel',
    '/hr-operations',
    '/t-sign',
    '/clock-in-and-clock-out',
    '/participant-management',
    '/incident-management',
    '/role-based-dashboard',
    '/chat',
    '/my-profile',
    '/forms',
    '/accounting',
    '/t-learning-hub',
  ],
  about: ['/our-story', '/our-mission-and-vision', '/team', '/careers', '/contact-us'],
  legal: ['/privacy-policy', '/terms-and-Conditions', '/release-notes'],
} as const satisfies Record<string, readonly string[]>;

export type PageFamily = keyof typeof pagePaths;

/** The entry with `path`, compared without regard to case (the router matches that way too). */
export function findByPath<T extends { readonly path: string }>(entries: readonly T[], path: string): T | undefined {
  const wanted = path.toLowerCase();
  return entries.find((entry) => entry.path.toLowerCase() === wanted);
}
