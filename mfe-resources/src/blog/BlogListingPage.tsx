import { PageHead, Section, buttonClassName, defineIsland, SiteLink } from '@site/ui';
import { useState } from 'react';
import { blogCategories, blogPosts } from '../content/blogPosts';
import { blogFeedLink, blogListing } from '../content/blogListing';
import { BlogCard } from './BlogCard';
import { ALL, filterPosts, listingArticlePath, type BlogFilter } from './blogRouting';
import styles from './BlogListingPage.module.css';

const filters: readonly BlogFilter[] = [ALL, ...blogCategories];

/** The category chips and the posts they filter. */
function BlogPostList() {
  const [filter, setFilter] = useState<BlogFilter>(ALL);
  const shown = filterPosts(blogPosts, filter);
  return (
    <>
      <div className={styles.toolbar}>
        <div role="group" aria-label="Show posts by category" className={styles.chips}>
          {filters.map((option) => (
            <button key={option} type="button" className={styles.chip} aria-pressed={option === filter} onClick={() => setFilter(option)}>
              {option}
            </button>
          ))}
        </div>
        <SiteLink to="/addBlog" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
          New Blog
        </SiteLink>
      </div>
      <p role="status" className={styles.count}>
        {filter === ALL ? `Showing all ${shown.length} posts` : `Showing ${shown.length} of ${blogPosts.length} posts in ${filter}`}
      </p>
      <ul className={styles.posts}>
        {shown.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} to={listingArticlePath(post)} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Live on the first interaction (a chip); the posts are links that work before. */
export const BlogPostListIsland = defineIsland({ owner: 'resources', name: 'BlogPostList', hydrate: 'interaction' }, BlogPostList);

export function BlogListingPage() {
  return (
    <>
      <PageHead title={blogListing.meta.title} description={blogListing.meta.description} alternates={[blogFeedLink]} />
      <Section heading={blogListing.heading} headingLevel="h1" eyebrow={blogListing.subheading} intro={blogListing.intro}>
        <BlogPostListIsland />
      </Section>
    </>
  );
}
