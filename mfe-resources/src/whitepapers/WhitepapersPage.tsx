import { Illustration, PageHead, Section } from '@site/ui';
import { whitepapers } from '../content/whitepapers';
import styles from './WhitepapersPage.module.css';

/** Whitepapers: each cover opens its PDF in a new tab. */
export default function WhitepapersPage() {
  return (
    <>
      <PageHead title={whitepapers.meta.title} description={whitepapers.meta.description} />
      <Section heading={whitepapers.heading} headingLevel="h1" eyebrow={whitepapers.subheading} intro={whitepapers.intro}>
        <ul className={styles.papers}>
          {whitepapers.papers.map((paper) => (
            <li key={paper.title} className={styles.paper}>
              <a href={paper.pdf} target="_blank" rel="noopener" className={styles.cover}>
                <Illustration picture={{ ...paper.cover, alt: '' }} priority />
                <span className="visually-hidden">
                  {paper.title} (PDF, {paper.pages} pages, opens in a new tab)
                </span>
              </a>
              <div>
                <h2>{paper.title}</h2>
                <p>{paper.description}</p>
                <p className={styles.meta}>
                  PDF · {paper.pages} pages ·{' '}
                  <a href={paper.pdf} target="_blank" rel="noopener">
                    Read the whitepaper<span className="visually-hidden">: {paper.title} (opens in a new tab)</span>
                  </a>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
