/**
 * The blog's one typed source (spec section 3: blog post). mfe-resources owns it; the marketing home
 * page's blog slider reads it at run time through the `./BlogPosts` expose.
 */
import type { Picture } from '@site/ui';
import author1 from '../assets/blog/author-1.svg';
import author2 from '../assets/blog/author-2.svg';
import author3 from '../assets/blog/author-3.svg';
import author4 from '../assets/blog/author-4.svg';
import post1 from '../assets/blog/post-1.svg';
import post2 from '../assets/blog/post-2.svg';
import post3 from '../assets/blog/post-3.svg';
import post4 from '../assets/blog/post-4.svg';

/** The category chips of the blog listing (besides "All"). */
export type BlogCategory = 'Product' | 'Technology' | 'App';

export const blogCategories = ['Product', 'Technology', 'App'] as const satisfies readonly BlogCategory[];

export interface BlogPost {
  /** 1 to 4; decides the article route. */
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly image: Picture;
  /** ISO date, e.g. "2025-02-18". */
  readonly date: string;
  readonly author: string;
  readonly authorImage: Picture;
  readonly comments: number;
  readonly categories: readonly BlogCategory[];
}

const cover = (src: string, alt: string): Picture => ({ src, width: 600, height: 340, alt });
/** Author avatars sit beside the author's name, so they are decorative. */
const avatar = (src: string): Picture => ({ src, width: 64, height: 64, alt: '' });

export const blogPosts: readonly BlogPost[] = [
  {
    id: 1,
    title: 'Protecting participant data: the security basics every NDIS provider needs',
    description:
      'Participant plans, health details and progress notes are among the most sensitive records a provider holds. What role-based access, audit trails and Australian hosting look like in practice, and what to ask a software vendor.',
    image: cover(post1, 'A participant profile card beside a shield with a padlock and an access-approved badge.'),
    date: '2025-02-18',
    author: 'Priya Raman',
    authorImage: avatar(author1),
    comments: 14,
    categories: ['Technology', 'Product'],
  },
  {
    id: 2,
    title: 'Smarter NDIS systems: one connected record from roster to claim',
    description:
      'When rosters, service agreements, progress notes and claims live in separate tools, every audit becomes a hunt. How one connected system keeps participant funding, shift records and evidence for the NDIS Practice Standards in step.',
    image: cover(post2, 'A central platform linked to rosters, documents, incidents, people and reports.'),
    date: '2025-04-09',
    author: 'Tom Kettering',
    authorImage: avatar(author2),
    comments: 9,
    categories: ['Technology'],
  },
  {
    id: 3,
    title: 'The real cost of manual rostering',
    description:
      'Spreadsheets, group texts and phone trees feel free, but coordinators pay for them in hours every week. Where manual rostering leaks time and money, from misapplied SCHADS penalty rates to last-minute fills and overtime.',
    image: cover(post3, 'A paper roster with crossed-out shifts, a clock running over time and a ringing phone.'),
    date: '2025-06-24',
    author: 'Leah Nguyen',
    authorImage: avatar(author3),
    comments: 21,
    categories: ['Product', 'App'],
  },
  {
    id: 4,
    title: 'The hidden costs of poor workforce management',
    description:
      'Expired NDIS Worker Screening checks, unapproved timesheets, underpaid sleepovers and staff who leave after a rough month rarely show up on one report. Here is how they add up, and how to catch them early.',
    image: cover(post4, 'An iceberg whose hidden part holds costs: wages, lost time, compliance risks, staff turnover and paperwork.'),
    date: '2025-08-12',
    author: 'Daniel Okafor',
    authorImage: avatar(author4),
    comments: 7,
    categories: ['Product'],
  },
];
