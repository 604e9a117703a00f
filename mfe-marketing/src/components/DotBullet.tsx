import styles from './DotBullet.module.css';

/** The six accent colour sets of the design tokens (`--dots-N-outer|middle|inner`). */
const ACCENT_SET_COUNT = 6;

/** Accent set (1–6) for the bullet at `index`: the sets repeat in order. */
export function accentSetFor(index: number): number {
  return (index % ACCENT_SET_COUNT) + 1;
}

/** A decorative three-ring dot (outer, middle, inner) in one of the six accent sets. */
export function DotBullet({ index }: { readonly index: number }) {
  return <span className={styles.dot} data-accent-set={accentSetFor(index)} aria-hidden="true" />;
}
