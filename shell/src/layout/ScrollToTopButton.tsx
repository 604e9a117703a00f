import { Icon } from '@site/ui';
import { scrollToTopControl } from '@site/ui/behaviours';
import styles from './ScrollToTopButton.module.css';

/**
 * Appears once the visitor has scrolled more than 1000 px; takes them (and focus) back to the top.
 * Server HTML, hidden at first; the scroll-to-top behaviour (`@site/ui/behaviours`) shows it and
 * runs it, so it answers the first tap with no island. Fixed in place: showing it moves nothing.
 */
export function ScrollToTopButton() {
  return (
    <button className={styles.button} {...scrollToTopControl}>
      <Icon name="arrowUp" size={22} />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
