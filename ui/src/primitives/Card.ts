import styles from './Card.module.css';

/**
 * Class names of the site's card: `card` on the container, `title` on the heading whose link
 * should make the whole card clickable.
 */
export const cardClassNames: { readonly card: string; readonly title: string } = {
  card: styles.card ?? '',
  title: styles.title ?? '',
};
