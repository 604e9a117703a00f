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
  type Picture,
} from '@site/ui';
import { ArticleBody } from '../components/ArticleBody';
import { articleBody } from '../content/articleBodies';
import { articleAt } from '../content/articles';
import { blogFeedLink, blogListing } from '../content/blogListing';
import styles from './ArticlePage.module.css';

/** What an article page shows: its post's fields, and its body as HTML. */
export interface ArticleViewProps {
  readonly title: string;
  readonly categories: readonly string[];
  readonly author: string;
  /** Beside the author's name; decorative. */
  readonly authorImage?: Picture;
  /** YYYY-MM-DD; a draft in the editor may have none yet. */
  readonly date?: string;
  readonly readingMinutes: number;
  readonly image?: Picture;
  readonly description: string;
  readonly html: string;
  readonly endsWithDemoLink: boolean;
}

/** An article as its page lays it out; the editor's preview draws a draft with it too. */
export function ArticleView(article: ArticleViewProps) {
  const published = article.date ? <time dateTime={article.date}>{formatLongDate(article.date)}</time> : 'no date yet';
  return (
    <Section>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <TagList tags={article.categories} />
          <h1 id="article-title">{article.title}</h1>
          <p className={styles.byline}>
            {article.authorImage && <Illustration picture={article.authorImage} priority className={styles.avatar} />}
            <span>
              By {article.author} · {published} · {article.readingMinutes} min read
            </span>
          </p>
          {article.image && <Illustration picture={article.image} priority className={styles.cover} />}
        </header>
        <p className={styles.lead}>{article.description}</p>
        <ArticleBody html={article.html} />
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
  );
}

/** One blog article: its post's title, author, date and picture, then its body. */
export default function ArticlePage() {
  const article = articleAt(useAddress().pathname);
  const body = article && articleBody(article.slug);
  if (!article || !body) return <PageNotFound />;
  const { post } = article;
  return (
    <>
      <PageHead title={article.meta.title} description={article.meta.description} alternates={[blogFeedLink]} />
      <ArticleView {...post} readingMinutes={article.readingMinutes} html={body.html} endsWithDemoLink={article.endsWithDemoLink} />
    </>
  );
}
