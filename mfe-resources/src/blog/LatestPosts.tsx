import { GlossaryText, Illustration, SiteLink, TagList, cardClassNames, formatLongDate, sliderClassNames } from '@site/ui';
import { sliderSlide, sliderViewport, type SliderSettings } from '@site/ui/behaviours';
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
 * The row's Swiper settings (spec section 4): 3 cards per view, 2 at 1000 px and below, 1 at 570 px
 * and below, 50 px apart; a swipe or a mouse drag stops on a card, as the row's scroll snap does
 * before Swiper. Its stylesheet lays the server's HTML out with the same numbers (LatestPosts.test.tsx).
 */
export const latestPostsSliderSettings = {
  slidesPerView: 1,
  spaceBetween: 50,
  breakpoints: { 571: { slidesPerView: 2 }, 1001: { slidesPerView: 3 } },
} as const satisfies SliderSettings;

/**
 * The blog's posts as a row of cards for other pages (the home page's blog slider): the blog's
 * own data, published as HTML with each release, so a new post needs no other deploy, and never
 * hydrated. A scroll-snap row the visitor swipes, which Swiper takes over as it nears the viewport
 * (a mouse drags it then: `@site/ui/behaviours`).
 */
export function LatestPosts() {
  const viewportId = `${useId()}-posts`;
  return (
    <div
      className={`${sliderClassNames.viewport} ${sliderClassNames.scroll} ${styles.slider}`}
      {...sliderViewport({ id: viewportId, label: 'Latest blog posts', settings: latestPostsSliderSettings })}
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
