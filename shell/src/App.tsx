import { PageLoading, ShellServicesProvider, type LabelResolver, type ShellAction, type ShellServices } from '@site/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RemoteParcel } from './federation/RemoteParcel';
import { loadRemoteModule } from './federation/remoteRegistry';
import { RemoteSlot } from './federation/RemoteSlot';
import { BackLink } from './layout/BackLink';
import { Footer } from './layout/Footer';
import { RouteAnnouncer } from './layout/RouteAnnouncer';
import { ScrollManager } from './layout/ScrollManager';
import { ScrollToTopButton } from './layout/ScrollToTopButton';
import { TopBar } from './layout/TopBar';
import { frameVariantOf, type FrameVariant } from './routing/frames';
import { PageOutlet } from './routing/PageOutlet';
import { prepareRoute } from './routing/prepareRoute';
import { refreshRouteTable, useLiveRoutes } from './routing/routeTableStore';
import { settleNavigation } from './routing/settleNavigation';
import { useShellNavigator } from './routing/useShellNavigator';
import styles from './App.module.css';

function isVisible(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && element.getClientRects().length > 0;
}

export interface AppProps {
  /**
   * The shell's prerender renders each frame it may need (routing/frames.ts), with labels the
   * server resolves per request; in the browser the frame and labels follow the live route table.
   */
  readonly prerender?: { readonly frame: FrameVariant; readonly resolveLabel: LabelResolver };
}

export function App({ prerender }: AppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigator = useShellNavigator();
  const live = useLiveRoutes();
  const { table } = live;
  const resolveLabel = prerender?.resolveLabel ?? live.resolveLabel;
  const prerenderedFrame = prerender?.frame;
  const route = table.match(location.pathname);
  const frame = prerenderedFrame ?? frameVariantOf(location.pathname, table, resolveLabel);

  // Variant spellings (/requestdemo) and old addresses (/article?item=…) settle on the page's address.
  const redirect = table.redirectFor(location.pathname, location.search);
  useEffect(() => {
    if (redirect) settleNavigation(navigate(`${redirect}${location.hash}`, { replace: true }));
  }, [redirect, location.hash, navigate]);

  // A path this table does not know may be a page deployed since the document loaded: ask once
  // before saying it is not found. The document's own path is as the server found it.
  const [checkedPath, setCheckedPath] = useState(location.pathname);
  const checkingTable = !route && !prerenderedFrame && checkedPath !== location.pathname;
  useEffect(() => {
    if (!checkingTable) return;
    const { pathname } = location;
    void refreshRouteTable().then(() => setCheckedPath(pathname));
  }, [checkingTable, location]);

  // The frame is live (hydrated or rendered): its buttons answer. Tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.shell = 'live';
  }, []);

  const [trialOpen, setTrialOpen] = useState(false);
  const signUpRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);

  const openFreeTrial = useCallback(() => {
    returnFocusTo.current = document.activeElement;
    setTrialOpen(true);
  }, []);

  const closeFreeTrial = useCallback(() => {
    setTrialOpen(false);
    // Back to whatever opened the dialog; on a narrow screen that may be gone with the drawer.
    const target = [returnFocusTo.current, signUpRef.current, document.getElementById('menu-button')].find(isVisible);
    requestAnimationFrame(() => target?.focus());
  }, []);

  // Remotes ask for actions through their services, and one is deployed alone: built against a
  // newer contract, it may ask for an action this shell does not know, which then does nothing.
  const runAction = useCallback(
    (action: string) => {
      if (action === ('open-free-trial' satisfies ShellAction)) openFreeTrial();
    },
    [openFreeTrial],
  );
  const services = useMemo<ShellServices>(
    () => ({ resolveLabel, runAction, loadRemoteModule, RemoteSlot, prepareRoute }),
    [resolveLabel, runAction],
  );
  const trialProps = useMemo(() => ({ onClose: closeFreeTrial }), [closeFreeTrial]);
  // The slot's remote gets its own pages of the live table (its router is made from them).
  const slot = frame.slot;
  const pages = useMemo(() => table.routes.filter((candidate) => candidate.owner === slot), [table, slot]);

  return (
    <ShellServicesProvider value={services}>
      <a className={styles.skip} href="#main">
        Skip to main content
      </a>
      <TopBar activeItem={frame.activeItem} signUpRef={signUpRef} onSignUp={openFreeTrial} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {frame.back && <BackLink home={route?.parent ?? '/'} />}
        {checkingTable ? (
          <PageLoading />
        ) : (
          <PageOutlet slot={slot} pages={pages} location={location} navigator={navigator} services={services} />
        )}
      </main>
      <Footer />
      <ScrollToTopButton />
      <ScrollManager />
      <RouteAnnouncer />
      {trialOpen && <RemoteParcel remote="forms" module="./FreeTrialDialog" props={trialProps} />}
    </ShellServicesProvider>
  );
}
