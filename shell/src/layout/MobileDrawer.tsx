import { Accordion, Button, LabelLink, ModalDialog, buttonClassName } from '@site/ui';
import { useId } from 'react';
import { topNavigation } from '../navigation/menus';
import { SearchBox } from '../search/SearchBox';
import { signUpAction } from './signUpAction';
import { MenuGroups } from './MenuGroups';
import styles from './MobileDrawer.module.css';

export interface MobileDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The menu on narrow screens: a modal side sheet holding the top items as a single-open accordion. */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const titleId = useId();

  const items = topNavigation.flatMap((item) =>
    item.groups
      ? [
          {
            id: item.label,
            title: item.label,
            content: (
              <MenuGroups
                groups={item.groups}
                headingClassName={styles.drawerHeading}
                linkClassName={styles.drawerLink}
                onFollow={onClose}
              />
            ),
          },
        ]
      : [],
  );

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} closeLabel="Close menu" layout="sheet" testId="mobile-drawer">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Menu
        </h2>
      </div>
      <nav className={styles.body} aria-label="Main">
        <SearchBox variant="drawer" onNavigate={onClose} />
        <Accordion items={items} headingLevel="h3" />
        <LabelLink label="Pricing" className={styles.pricing} onClick={onClose} />
        <div className={styles.buttons}>
          <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} onClick={onClose} />
          {/* The drawer closes; the shell opens the dialog (signUpAction). */}
          <Button variant="accent" onClick={onClose} {...signUpAction}>
            Sign Up
          </Button>
          <LabelLink label="Sign In" className={buttonClassName({ variant: 'secondary' })} />
        </div>
      </nav>
    </ModalDialog>
  );
}
