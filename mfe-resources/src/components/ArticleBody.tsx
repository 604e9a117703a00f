import type { ArticleBlock } from '../content/types';
import styles from './ArticleBody.module.css';

/** Long-form text from data: headings (h2), paragraphs, lists and quotes. */
export function ArticleBody({ blocks }: { readonly blocks: readonly ArticleBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        switch (block.kind) {
          case 'heading':
            return <h2 key={key}>{block.text}</h2>;
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <figure key={key} className={styles.quote}>
                <blockquote>
                  <p>{block.text}</p>
                </blockquote>
                {block.cite && <figcaption>{block.cite}</figcaption>}
              </figure>
            );
        }
      })}
    </div>
  );
}
