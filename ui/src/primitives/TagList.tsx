import styles from './TagList.module.css';

/** Small category pills, e.g. a blog post's categories. */
export function TagList({ tags, label = 'Categories' }: { readonly tags: readonly string[]; readonly label?: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
