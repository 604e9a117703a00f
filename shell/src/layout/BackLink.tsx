import { Icon, buttonClassName } from '@site/ui';
import { SHELL_ACTION_ATTRIBUTE } from '../islands/protocol';
import { BACK_TARGET_TOKEN } from '../../shared/contract';
import styles from './BackLink.module.css';

/**
 * "Back" on every page but home (the frame decides): the previous page of this visit (the islands
 * loader goes back in history), or on a deep link the listing the page belongs to (an article's is
 * the blog), else the home page: the link's own address, which works before any script.
 */
export function BackLink({ target = BACK_TARGET_TOKEN }: { readonly target?: string }) {
  return (
    <div className={styles.back}>
      <a href={target} className={buttonClassName({ variant: 'ghost', size: 'small' })} {...{ [SHELL_ACTION_ATTRIBUTE]: 'back' }}>
        <Icon name="arrowLeft" size={18} /> Back
      </a>
    </div>
  );
}
