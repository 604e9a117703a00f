import {
  Illustration,
  LabelLink,
  PageHead,
  PageNotFound,
  Section,
  TagList,
  buttonClassName,
  formatLongDate,
  targetClassNames,
  SiteLink,
  useAddress,
} from '@site/ui';
import { ArticleBody } from '../components/ArticleBody';
import { articleBody } from '../content/articleBodies';
import { articleAt } from '../content/articles';
import { blogFeedLink, blogListing } from '../content/blogListing';
import styles from './ArticlePage.module.css';

/** One blog article: its post's title, author, date and picture, then its body. */
export default function ArticlePage() {
  const article = articleAt(useAddress().pathname);
  const body = article && articleBody(article.slug);
  if (!article || !body) return <PageNotFound />;
  const { post } = article;
  return (
    <>
      <PageHead title={article.meta.title} description={article.meta.description} alternates={[blogFeedLink]} />
      <Section>
        <article className={styles.article} aria-labelledby="article-title">
          <header className={styles.header}>
            <TagList tags={post.categories} />
            <h1 id="article-title">{post.title}</h1>
            <p className={styles.byline}>
              <Illustration picture={post.authorImage} priority className={styles.avatar} />
              <span>
                By {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {article.readingMinutes} min read
              </span>
            </p>
            <Illustration picture={post.image} priority className={styles.cover} />
          </header>
          <p className={styles.lead}>{post.description}</p>
          <ArticleBody html={body.html} />
          {article.endsWithDemoLink && (
            <p className={styles.cta}>
              <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
            </p>
          )}
          <p>
            <SiteLink to={blogListing.path} className={targetClassNames.inline}>
              More articles on the blog
            </SiteLink>
          </p>
        </article>
      </Section>
    </>
  );
}
