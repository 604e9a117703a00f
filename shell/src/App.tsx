import { PageNotFound, RemoteIsland, targetClassNames } from '@site/ui';
import type { ReactNode } from 'react';
import { BackLink } from './layout/BackLink';
import { Footer } from './layout/Footer';
import { MobileDrawer } from './layout/MobileDrawer';
import { ScrollToTopButton } from './layout/ScrollToTopButton';
import { TopBar } from './layout/TopBar';
import { ComingSoonPage } from './pages/ComingSoonPage';
import type { FrameVariant, PageSlotContent } from '../shared/frames';
import { PAGE_SLOT_MARKER } from '../shared/contract';
import { LiveRoutePageIsland } from './islands/LiveRoutePage';
import { SearchPage } from './search/SearchPage';
import styles from './App.module.css';

/** The main slot: the shell's own pages, or a marker the shell's server replaces by the owning remote's page. */
function PageOutlet({ slot, page }: { readonly slot: PageSlotContent; readonly page?: ReactNode }) {
  if (page) return page;
  if (slot === 'not-found') return <PageNotFound />;
  if (slot === 'search') return <SearchPage />;
  if (slot === 'coming-soon') return <ComingSoonPage />;
  if (slot === 'unresolved') return <LiveRoutePageIsland />;
  return <div className={styles.slot} data-page-slot="" data-remote={slot} dangerouslySetInnerHTML={{ __html: PAGE_SLOT_MARKER }} />;
}

interface FrameProps {
  readonly frame: FrameVariant;
  /** A remote's page rendered in the browser (the page the server could not compose); else the slot's marker. */
  readonly page?: ReactNode;
  /** Where Back leads without history; the server writes it into the prerendered frame. */
  readonly backTarget?: string;
}

/**
 * The shell's frame: static HTML around the page (prerendered once per variant, see
 * routing/frames.ts), never hydrated as a whole. The top bar's panels, the drawer and the
 * scroll-to-top control are HTML the behaviours run (`@site/ui/behaviours`, installed by the
 * islands loader): they answer the first tap with no framework. Its islands are the search boxes
 * and, put in by the shell's server, mfe-forms' newsletter box in the footer and its free-trial
 * dialog (HTML that opens over the page as a shell action's dialog, its form ready for typing).
 */
export function Frame({ frame, page, backTarget }: FrameProps) {
  return (
    <>
      <a className={`${styles.skip} ${targetClassNames.inline}`} href="#main">
        Skip to main content
      </a>
      <TopBar activeItem={frame.activeItem} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {frame.back && <BackLink target={backTarget} />}
        <PageOutlet slot={frame.slot} page={page} />
      </main>
      <Footer />
      {/* The top bar's menu button opens it (a modal dialog: where it sits does not matter to focus),
          after the page: its 12 KB of markup would push the first screen past the first round trip. */}
      <MobileDrawer />
      <ScrollToTopButton />
      {/* The free-trial sign-up that Sign Up opens over any page: mfe-forms publishes it as HTML, closed. */}
      <RemoteIsland owner="forms" name="FreeTrialDialog" />
    </>
  );
}
