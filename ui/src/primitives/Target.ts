import styles from './Target.module.css';

/**
 * Class names that make a link or control a pointer target of at least 44 × 44 CSS px (the
 * `--target-min` token, WCAG 2.5.5): `inline` for one in a row or an icon-only control (its content
 * centred), `block` for one alone on its line. Links inside running text keep their size (WCAG's
 * inline exception).
 */
export const targetClassNames: { readonly inline: string; readonly block: string } = {
  inline: styles.inline ?? '',
  block: styles.block ?? '',
};
