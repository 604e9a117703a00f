import { GlossaryText, Illustration, SiteLink, TagList, cardClassNames, formatLongDate, sliderClassNames } from '@site/ui';
import { sliderSlide, sliderViewport } from '@site/ui/behaviours';
import { useId } from 'react';
import { blogPosts, type BlogPost } from '../content/blogPosts';
import { sliderArticlePath } from './blogRouting';
import styles from './LatestPosts.module.css';

function PostCard({ post }: { readonly post: BlogPost }) {
  return (
    <article className={`${cardClassNames.card} ${styles.card}`}>
      <Illustration picture={{ ...post.image, alt: '' }} className={styles.image} />
      <TagList tags={post.categories} />
      <h3 className={cardClassNames.title}>
        <SiteLink to={sliderArticlePath(post)}>{post.title}</SiteLink>
      </h3>
      <p className={styles.summary}>
        <GlossaryText>{post.description}</GlossaryText>
      </p>
      <p className={styles.byline}>
        <Illustration picture={{ ...post.authorImage, alt: '' }} className={styles.avatar} />
        <span>
          {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </span>
      </p>
    </article>
  );
}

/**
 * The blog's posts as a row of cards for other pages (the home page's blog slider): the blog's
 * own data, published as HTML with each release, so a new post needs no other deploy. A scroll-snap
 * row the visitor swipes (or drags with a mouse: the slider behaviour), 3 cards per view, 2 at
 * 1000 px and below, 1 at 570 px and below, 50 px apart (spec section 4): no script to fetch.
 */
export function LatestPosts() {
  const viewportId = `${useId()}-posts`;
  return (
    <div
      className={`${sliderClassNames.viewport} ${sliderClassNames.scroll} ${styles.slider}`}
      {...sliderViewport({ id: viewportId, label: 'Latest blog posts' })}
      data-testid="blog-slider"
    >
      <div className={sliderClassNames.strip}>
        {blogPosts.map((post, index) => (
          <div key={post.id} className={sliderClassNames.slide} {...sliderSlide(index, blogPosts.length)}>
            <PostCard post={post} />
          </div>
        ))}
      </div>
    </div>
  );
}
