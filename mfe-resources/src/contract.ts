/**
 * The public contract of mfe-resources: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./BlogPosts`: the blog posts' data ({ blogPosts, blogCategories }).
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering the resources routes (blog,
 *   articles, case studies, whitepapers, support docs, FAQ), for a page the shell's server could not compose.
 * - `./islands/<Name>`: the interactive parts of its pages (ui's `defineIsland`), hydrated by the
 *   shell in the server's HTML: the blog's category chips with the posts and the New Blog
 *   form (the FAQ's accordions work from the HTML, with no island).
 *   - `LatestPosts` (no props): the latest posts as a row of cards for other deployables' pages (the
 *     home page's blog slider), published as HTML with each release and never hydrated (Swiper,
 *     from the page's behaviours, takes the row over as it nears the viewport).
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
  './BlogPosts': './src/exposes/BlogPosts.ts',
  './islands/BlogPostList': './src/islands/BlogPostList.tsx',
  './islands/AddBlogForm': './src/islands/AddBlogForm.tsx',
  './islands/LatestPosts': './src/islands/LatestPosts.tsx',
} as const;

/**
 * `./BlogPosts`: the blog's one typed source. Kept in the contract for marketing releases from before
 * the home page took the `LatestPosts` row (a rollback may bring one back live): they read it at run time.
 */
export type { BlogPost, BlogCategory } from './content/blogPosts';
export type BlogPostsModule = typeof import('./exposes/BlogPosts');

/** Its pages are in `routes.ts`, published with each release as routes.json (the shell's route table). */
