import 'swiper/css';
import 'swiper/css/free-mode';
import type { BlogPost, BlogPostsModule } from '@site/mfe-resources/contract';
import {
  GlossaryText,
  Illustration,
  LabelLink,
  Section,
  TagList,
  cardClassNames,
  formatLongDate,
  useNearViewport,
  useShellServices,
  targetClassNames,
} from '@site/ui';
import { Suspense, use, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link } from 'react-router-dom';
import { A11y, FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { sliderArticlePath } from './blogRouting';
import { blogSliderSettings, sliderA11y } from './sliderSettings';
import styles from './BlogSlider.module.css';

function BlogCard({ post }: { readonly post: BlogPost }) {
  return (
    <article className={`${cardClassNames.card} ${styles.card}`}>
      <Illustration picture={{ ...post.image, alt: '' }} className={styles.image} />
      <TagList tags={post.categories} />
      <h3 className={cardClassNames.title}>
        <Link to={sliderArticlePath(post)}>{post.title}</Link>
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

function BlogCards({ posts }: { readonly posts: Promise<BlogPostsModule> }) {
  const { blogPosts } = use(posts);
  return (
    <Swiper modules={[A11y, FreeMode]} {...blogSliderSettings} a11y={sliderA11y} data-testid="blog-slider">
      {blogPosts.map((post) => (
        <SwiperSlide key={post.id} className={styles.slide}>
          <BlogCard post={post} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** Blank cards the size of the real ones, so nothing moves when the posts arrive (no layout shift). */
function BlogCardsLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">Loading the latest posts…</span>
      {[0, 1, 2].map((blank) => (
        <div key={blank} className={`${cardClassNames.card} ${styles.card}`} aria-hidden="true">
          <div className={`${styles.image} ${styles.blank}`} />
          <ul />
          <div className={`${cardClassNames.title} ${styles.blankTitle}`} />
          <p className={styles.summary} />
          <p className={styles.byline}>
            <span className={`${styles.avatar} ${styles.blank}`} />
          </p>
        </div>
      ))}
    </div>
  );
}

/** The blog is another team's remote; if it cannot be reached, point to the blog instead. */
function BlogCardsUnavailable() {
  return (
    <p className={styles.unavailable}>
      The latest posts could not be loaded just now. <LabelLink label="Blog">Read them on our blog</LabelLink>.
    </p>
  );
}

export interface BlogSliderProps {
  readonly heading: string;
  readonly intro: string;
}

/**
 * The home page's blog slider. The posts are the blog's own data, read at run time from
 * mfe-resources' contract (`./BlogPosts`), so a new post needs no marketing deploy.
 */
export function BlogSlider({ heading, intro }: BlogSliderProps) {
  const { loadRemoteModule } = useShellServices();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <Section heading={heading} intro={<GlossaryText>{intro}</GlossaryText>}>
      <div ref={slot}>
        {near ? (
          <ErrorBoundary fallback={<BlogCardsUnavailable />}>
            <Suspense fallback={<BlogCardsLoading />}>
              <BlogCards posts={loadRemoteModule<BlogPostsModule>('resources', './BlogPosts')} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <BlogCardsLoading />
        )}
      </div>
      <p className={styles.more}>
        <LabelLink label="Blog" className={targetClassNames.inline}>
          See all posts
        </LabelLink>
      </p>
    </Section>
  );
}
