import { Button, Icon, LabelLink, buttonClassName, defineIsland, siteConfig, targetClassNames } from '@site/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { topNavigation, type TopItem } from '../navigation/menus';
import { SearchBox } from '../search/SearchBox';
import { MenuGroups } from './MenuGroups';
import { MobileDrawer } from './MobileDrawer';
import { signUpAction } from './signUpAction';
import styles from './TopBar.module.css';

interface PanelItemProps {
  readonly item: TopItem & { groups: NonNullable<TopItem['groups']> };
  readonly open: boolean;
  readonly active: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

function panelClassName(label: string): string {
  if (label === 'Solutions') return `${styles.panel} ${styles.panelWide}`;
  if (label === 'Product') return `${styles.panel} ${styles.panelProduct}`;
  return styles.panel ?? '';
}

/** A top item with a panel: opens on hover, or on click/Enter/Space; Escape closes it. */
function PanelItem({ item, open, active, onOpenChange }: PanelItemProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <li className={styles.item}>
      {/* Catches what bubbles up from the trigger and the panel's links (the list item keeps its
          semantics; this wrapper has none to give): hover, focus leaving, Escape. */}
      <div
        role="presentation"
        onMouseEnter={() => onOpenChange(true)}
        onMouseLeave={() => onOpenChange(false)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
        }}
        // TopBar closes an open panel on Escape; from inside it, focus goes back to its trigger.
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) triggerRef.current?.focus();
        }}
      >
        <button
          ref={triggerRef}
          type="button"
          className={[styles.trigger, active ? styles.active : ''].join(' ')}
          aria-expanded={open}
          aria-controls={panelId}
          aria-current={active ? 'true' : undefined}
          // A mouse click on an item that hover already opened keeps it open; keyboard toggles.
          onClick={(event) => onOpenChange(event.detail === 0 ? !open : true)}
        >
          {item.label}
          <Icon name="chevronDown" size={16} />
        </button>
        <div id={panelId} className={panelClassName(item.label)} hidden={!open}>
          <MenuGroups
            groups={item.groups}
            groupClassName={styles.group}
            headingClassName={styles.panelHeading}
            onFollow={() => onOpenChange(false)}
          />
        </div>
      </div>
    </li>
  );
}

export interface TopBarProps {
  /** The highlighted top item's label (the frame decides, from the route table). */
  readonly activeItem: string | null;
}

function TopBar({ activeItem: active }: TopBarProps) {
  const [openPanel, setOpenPanel] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Escape closes an open panel wherever focus is, so one opened by hovering is dismissed without
  // moving the pointer (WCAG 1.4.13); with focus inside it, PanelItem returns focus to its trigger.
  useEffect(() => {
    if (openPanel === null) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenPanel(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [openPanel]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={`${styles.logo} ${targetClassNames.inline}`} id="site-logo">
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="#0f4c45" />
            <circle cx="16" cy="16" r="7" fill="#f2b705" />
          </svg>
          <span className={styles.logoText}>{siteConfig.brand.name}</span>
          <span className="visually-hidden"> home</span>
        </Link>

        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.list}>
            {topNavigation.map((item) =>
              item.groups ? (
                <PanelItem
                  key={item.label}
                  item={{ ...item, groups: item.groups }}
                  open={openPanel === item.label}
                  active={active === item.label}
                  onOpenChange={(open) => setOpenPanel((current) => (open ? item.label : current === item.label ? null : current))}
                />
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
          <SearchBox variant="bar" />
          <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary', size: 'small' })} />
          <Button variant="accent" size="small" {...signUpAction}>
            Sign Up
          </Button>
          <LabelLink label="Sign In" className={buttonClassName({ variant: 'secondary', size: 'small' })} />
        </div>

        <Button
          ref={menuButtonRef}
          id="menu-button"
          variant="ghost"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" size={24} />
          <span className="visually-hidden">Open menu</span>
        </Button>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}

/** The top bar wakes when the visitor first points at, touches or tabs into it. */
export const TopBarIsland = defineIsland({ owner: 'shell', name: 'TopBar', hydrate: 'interaction' }, TopBar);
