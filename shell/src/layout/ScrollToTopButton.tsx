import { Icon, defineIsland, scrollBehavior } from '@site/ui';
import { useEffect, useState } from 'react';
import styles from './ScrollToTopButton.module.css';

const SHOW_AFTER_PX = 1000;

/** Appears once the visitor has scrolled more than 1000 px; takes them (and focus) back to the top. */
function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
        document.getElementById('site-logo')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" size={22} />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}

/** Nothing to show or do before the page has scrolled: it wakes on the first scroll. */
export const ScrollToTopIsland = defineIsland({ owner: 'shell', name: 'ScrollToTop', hydrate: 'scroll' }, ScrollToTopButton);
