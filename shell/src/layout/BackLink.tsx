import { Button, Icon } from '@site/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { settleNavigation } from '../routing/settleNavigation';
import styles from './BackLink.module.css';

/**
 * "Back" on every page but home (the frame decides): the previous page in this visit, or on a deep
 * link the listing the page belongs to (`home`: an article's is the blog), else the home page.
 */
export function BackLink({ home }: { readonly home: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: nothing of ours to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <div className={styles.back}>
      <Button variant="ghost" size="small" onClick={() => settleNavigation(hasHistory ? navigate(-1) : navigate(home))}>
        <Icon name="arrowLeft" size={18} /> Back
      </Button>
    </div>
  );
}
