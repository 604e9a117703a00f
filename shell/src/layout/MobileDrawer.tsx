import { Accordion, Button, Icon, LabelLink, buttonClassName } from '@site/ui';
import { useEffect, useId, useRef } from 'react';
import { topNavigation } from '../navigation/menus';
import { MenuGroups } from './MenuGroups';
import styles from './MobileDrawer.module.css';

export interface MobileDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onSignUp: () => void;
}

/**
 * The menu on narrow screens: a modal <dialog> (the page behind is inert, Escape closes, focus
 * returns to the menu button) holding the top items as a single-open accordion.
 */
export function MobileDrawer({ open, onClose, onSignUp }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const items = topNavigation.flatMap((item) =>
    item.groups
      ? [{
          id: item.label,
          title: item.label,
          content: <MenuGroups groups={item.groups} groupClassName={styles.group} headingClassName={styles.groupHeading} linkClassName={styles.link} onFollow={onClose} />,
        }]
      : [],
  );

  return (
    <dialog ref={dialogRef} className={styles.drawer} aria-labelledby={titleId} onClose={onClose} data-testid="mobile-drawer">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Menu
        </h2>
        <Button variant="ghost" onClick={onClose}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">Close menu</span>
        </Button>
      </div>
      {open && (
        <nav className={styles.body} aria-label="Main">
          <Accordion items={items} headingLevel="h3" />
          <LabelLink label="Pricing" className={styles.pricing} onClick={onClose} />
          <div className={styles.buttons}>
            <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} onClick={onClose} />
            <Button variant="accent" onClick={onSignUp}>
              Sign Up
            </Button>
            <LabelLink label="Sign In" className={buttonClassName({ variant: 'secondary' })} />
          </div>
        </nav>
      )}
    </dialog>
  );
}
