import styles from './PageLoading.module.css';

/** A light stand-in that holds the page's height while a page loads (no layout jump). */
export function PageLoading() {
  return (
    <div className={styles.placeholder} role="status" aria-live="polite" data-testid="remote-loading">
      <span className="visually-hidden">Loading…</span>
      <div className={styles.bar} />
      <div className={styles.bar} />
      <div className={styles.bar} />
      <div className={styles.bar} />
    </div>
  );
}
