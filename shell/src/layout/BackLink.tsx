import { Button, Icon } from '@site/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { settleNavigation } from '../routing/settleNavigation';
import styles from './BackLink.module.css';

/** "Back" on every page but home: the previous page in this visit, or home on a deep link. */
export function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  if (location.pathname === '/') return null;
  // 'default' is the key of the first entry: nothing of ours to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <div className={styles.back}>
      <Button variant="ghost" size="small" onClick={() => settleNavigation(hasHistory ? navigate(-1) : navigate('/'))}>
        <Icon name="arrowLeft" size={18} /> Back
      </Button>
    </div>
  );
}
