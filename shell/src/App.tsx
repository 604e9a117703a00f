import { ShellServicesProvider, type ShellAction, type ShellServices } from '@site/ui';
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
import { resolveLabel } from '@site/ui/label-map';
import { PageOutlet } from './routing/PageOutlet';
import { prepareRoute } from './routing/prepareRoute';
import { matchRoute } from './routing/routeTable';
import { settleNavigation } from './routing/settleNavigation';
import { useShellNavigator } from './routing/useShellNavigator';
import styles from './App.module.css';

function isVisible(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && element.getClientRects().length > 0;
}

export function App() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigator = useShellNavigator();
  const route = matchRoute(location.pathname);

  // Variant spellings (/requestdemo, /blogpost) settle on the one canonical address.
  useEffect(() => {
    if (route && route.path !== location.pathname) {
      settleNavigation(navigate({ pathname: route.path, search: location.search, hash: location.hash }, { replace: true }));
    }
  }, [route, location.pathname, location.search, location.hash, navigate]);

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
  const services = useMemo<ShellServices>(() => ({ resolveLabel, runAction, loadRemoteModule, RemoteSlot, prepareRoute }), [runAction]);
  const trialProps = useMemo(() => ({ onClose: closeFreeTrial }), [closeFreeTrial]);

  return (
    <ShellServicesProvider value={services}>
      <a className={styles.skip} href="#main">
        Skip to main content
      </a>
      <TopBar signUpRef={signUpRef} onSignUp={openFreeTrial} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <BackLink />
        <PageOutlet route={route} location={location} navigator={navigator} services={services} />
      </main>
      <Footer />
      <ScrollToTopButton />
      <ScrollManager />
      <RouteAnnouncer />
      {trialOpen && <RemoteParcel remote="forms" module="./FreeTrialDialog" props={trialProps} />}
    </ShellServicesProvider>
  );
}
