import styles from './Columns.module.css';

/**
 * Class name of an equal-column grid whose columns depend on the container's width only, never on
 * how many items have arrived (see Columns.module.css). Set `--columns-min`, `--columns-max` and,
 * if needed, `--columns-gap` / `--columns-row-gap` in the user's own class.
 */
export const columnsClassName: string = styles.columns ?? '';
