/**
 * Shapes of the about pages and the release notes page that `../types.ts` does not cover.
 * They reuse its building blocks (PageMeta, Picture, AboutEntry, TeamMember, ReleaseNote).
 */
import type { AboutEntry, PageMeta, Picture, ReleaseNote, TeamMember, TitledPoint } from '../types';

/** One step of the company journey; its image replaces the wide one below the 800 px breakpoint. */
interface StoryChapter {
  readonly year: string;
  readonly title: string;
  readonly paragraphs: readonly [string] | readonly [string, string];
  /** 480x320. */
  readonly image: Picture;
}

export interface OurStoryContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  /** 1200x420 panoramic timeline, shown on wide screens. */
  readonly wideImage: Picture;
  /** Exactly five chapters, oldest first; their images together tell the same journey as `wideImage`. */
  readonly chapters: readonly [StoryChapter, StoryChapter, StoryChapter, StoryChapter, StoryChapter];
  /** The bottom marker the page scrolls to after 1 second. */
  readonly closing: {
    readonly heading: string;
    readonly text: string;
  };
}

export interface MissionAndVisionContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  /** Mission, Vision, Values (each value one item of `data`) and How we work. */
  readonly entries: readonly AboutEntry[];
}

export interface TeamContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  readonly members: readonly TeamMember[];
}

export interface CareersContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  /** Shown as is. */
  readonly openingsLine: 'Current openings : None';
  readonly resume: {
    readonly heading: string;
    readonly text: string;
  };
  /** The careers mailbox (not in siteConfig on purpose). */
  readonly resumeEmail: string;
  /** Subject of the mailto link. */
  readonly resumeSubject: string;
  readonly include: {
    readonly heading: string;
    readonly items: readonly string[];
  };
  readonly whyUs: {
    readonly heading: string;
    readonly points: readonly [TitledPoint, TitledPoint, TitledPoint, TitledPoint];
  };
  /** 480x320. */
  readonly image: Picture;
}

/**
 * Contact Us copy. Only labels live here: the page takes the address, numbers, hours and mailboxes
 * from siteConfig (`contact.headOffice`, `contact.salesPhone`, `contact.supportHotline`,
 * `contact.mobile`, `contact.salesHours`, `mailboxes.*`). Label keys name the siteConfig entry.
 */
export interface ContactUsContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  readonly formHeading: string;
  readonly formIntro: string;
  readonly office: {
    readonly heading: string;
    readonly text: string;
  };
  readonly phone: {
    readonly heading: string;
    readonly text: string;
    readonly labels: {
      readonly salesPhone: string;
      readonly supportHotline: string;
      readonly mobile: string;
      readonly salesHours: string;
    };
  };
  readonly email: {
    readonly heading: string;
    readonly text: string;
    readonly labels: {
      readonly enquiries: string;
      readonly sales: string;
      readonly support: string;
    };
  };
  /** Says the team replies within one business day. */
  readonly responsePromise: string;
}

export interface ReleaseNotesContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  /** Newest first. */
  readonly releases: readonly ReleaseNote[];
}
