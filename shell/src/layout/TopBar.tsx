import { Button, Icon, LabelLink, SiteLink, buttonClassName, targetClassNames } from '@site/ui';
import { siteConfig } from '@site/site-config';
import { dialogInvoker, disclosureItem, disclosureTrigger } from '@site/ui/behaviours';
import { useId } from 'react';
import { topNavigation, type TopItem } from '../../shared/navigation/menus';
import { SearchBoxIsland } from '../search/SearchBoxIsland';
import { MenuGroups } from './MenuGroups';
import { MOBILE_DRAWER_ID } from './MobileDrawer';
import styles from './TopBar.module.css';

interface PanelItemProps {
  readonly item: TopItem & { groups: NonNullable<TopItem['groups']> };
  readonly active: boolean;
}

function panelClassName(label: string): string {
  if (label === 'Solutions') return `${styles.panel} ${styles.panelWide}`;
  if (label === 'Product') return `${styles.panel} ${styles.panelProduct}`;
  return styles.panel ?? '';
}

/** The top bar's panels are open one at a time. */
const PANEL_GROUP = 'top-bar-panels';

/**
 * A top item with a panel, as markup the disclosure behaviour runs (no island): it opens on hover,
 * or on click/Enter/Space, and closes when the pointer or focus leaves the list item, on Escape
 * (focus back to the trigger from inside), or when one of its links is followed.
 */
function PanelItem({ item, active }: PanelItemProps) {
  const panelId = useId();
  return (
    <li className={styles.item} {...disclosureItem}>
      <button
        className={[styles.trigger, active ? styles.active : ''].join(' ')}
        aria-current={active ? 'true' : undefined}
        {...disclosureTrigger({ controls: panelId, group: PANEL_GROUP, hover: true })}
      >
        {item.label}
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={panelId} className={panelClassName(item.label)} hidden>
        <MenuGroups groups={item.groups} groupClassName={styles.group} headingClassName={styles.panelHeading} />
      </div>
    </li>
  );
}

export interface TopBarProps {
  /** The highlighted top item's label (the frame decides, from the route table). */
  readonly activeItem: string | null;
}

/**
 * The top bar: server HTML in every page's frame, not an island. Its panels and the drawer answer the
 * first tap from the HTML (disclosure and dialog behaviours, installed by the islands loader); only
 * the search boxes, which hold state, are islands.
 */
export function TopBar({ activeItem: active }: TopBarProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteLink to="/" className={`${styles.logo} ${targetClassNames.inline}`} id="site-logo">
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="#0f4c45" />
            <circle cx="16" cy="16" r="7" fill="#f2b705" />
          </svg>
          <span className={styles.logoText}>{siteConfig.brand.name}</span>
          <span className="visually-hidden"> home</span>
        </SiteLink>

        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.list}>
            {topNavigation.map((item) =>
              item.groups ? (
                <PanelItem key={item.label} item={{ ...item, groups: item.groups }} active={active === item.label} />
              ) : (
                <li key={item.label} className={styles.item}>
                  <LabelLink
                    label={item.label}
                    current={active === item.label}
                    className={[styles.topLink, active === item.label ? styles.active : ''].join(' ')}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          <SearchBoxIsland variant="bar" />
          <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary', size: 'small' })} />
          <LabelLink label="Sign Up" className={buttonClassName({ variant: 'accent', size: 'small' })} />
          <LabelLink label="Sign In" className={buttonClassName({ variant: 'secondary', size: 'small' })} />
        </div>

        <Button id="menu-button" variant="ghost" className={styles.menuButton} {...dialogInvoker(MOBILE_DRAWER_ID)}>
          <Icon name="menu" size={24} />
          <span className="visually-hidden">Open menu</span>
        </Button>
      </div>
    </header>
  );
}
