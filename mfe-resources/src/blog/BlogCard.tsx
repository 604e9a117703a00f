import { Illustration, TagList, cardClassNames, formatLongDate, SiteLink } from '@site/ui';
import type { BlogPost } from '../content/blogPosts';
import styles from './BlogCard.module.css';

/** A post's card on the listing: the whole card opens the article at `to`. */
export function BlogCard({ post, to }: { readonly post: BlogPost; readonly to: string }) {
  return (
    <article className={`${cardClassNames.card} ${styles.card}`}>
      <Illustration picture={{ ...post.image, alt: '' }} className={styles.image} />
      <TagList tags={post.categories} />
      <h2 className={cardClassNames.title}>
        <SiteLink to={to}>{post.title}</SiteLink>
      </h2>
      <p>{post.description}</p>
      <p className={styles.byline}>
        <Illustration picture={post.authorImage} className={styles.avatar} />
        <span>
          {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </span>
      </p>
    </article>
  );
}
