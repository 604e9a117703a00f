import { Accordion, Button, Icon, LabelLink, buttonClassName, modalDialogClassNames } from '@site/ui';
import { dialogCloser, fastModal } from '@site/ui/behaviours';
import { useId } from 'react';
import { topNavigation } from '../../shared/navigation/menus';
import { SearchBoxIsland } from '../search/SearchBoxIsland';
import { MenuGroups } from './MenuGroups';
import styles from './MobileDrawer.module.css';

/** The drawer's id: the top bar's menu button opens it (`commandfor`). One frame per page, so one drawer. */
export const MOBILE_DRAWER_ID = 'mobile-drawer';

/**
 * The menu on narrow screens: a native modal `<dialog>` side sheet in the frame's HTML, holding the
 * top items as a single-open accordion. The menu button opens it with invoker commands; the close
 * button and Escape close it; focus moves in and back and the page behind turns inert. It is a
 * fast modal dialog (`fastModal()`): on screen in the tap's frame, the page behind inert after it.
 * The dialog behaviour (`@site/ui/behaviours`) keeps the menu button's aria-expanded, keeps Tab
 * inside, closes it when a link is followed, and the loader closes it before Sign Up opens the
 * free-trial dialog. No island: it answers the first tap from the HTML.
 */
export function MobileDrawer() {
  const titleId = useId();
  const { dialog, sheet, close } = modalDialogClassNames;

  const items = topNavigation.flatMap((item) =>
    item.groups
      ? [
          {
            // Part of the trigger's and panel's ids: no spaces ("Additional Features").
            id: item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
            title: item.label,
            content: <MenuGroups groups={item.groups} headingClassName={styles.drawerHeading} linkClassName={styles.drawerLink} />,
          },
        ]
      : [],
  );

  return (
    <dialog id={MOBILE_DRAWER_ID} className={`${dialog} ${sheet}`} aria-labelledby={titleId} data-testid="mobile-drawer" {...fastModal()}>
      <Button variant="ghost" className={close} {...dialogCloser(MOBILE_DRAWER_ID)}>
        <Icon name="close" size={24} />
        <span className="visually-hidden">Close menu</span>
      </Button>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Menu
        </h2>
      </div>
      <nav className={styles.body} aria-label="Main">
        <SearchBoxIsland variant="drawer" />
        <Accordion items={items} headingLevel="h3" />
        <LabelLink label="Pricing" className={styles.pricing} />
        <div className={styles.buttons}>
          <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
          {/* The loader closes the drawer, then the shell opens the dialog (the label's shell action). */}
          <LabelLink label="Sign Up" className={buttonClassName({ variant: 'accent' })} />
          <LabelLink label="Sign In" className={buttonClassName({ variant: 'secondary' })} />
        </div>
      </nav>
    </dialog>
  );
}
