import { PageLoading, SERVER_RENDERED_ATTRIBUTE, useHydrated, type RemotePageProps } from '@site/ui';
import { createContext, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { RemoteName } from '@site/devkit/topology';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { loadRemoteModule, PAGES_MODULE } from './remoteRegistry';
import { markServerPageMarkupUsed, serverPageMarkupFor } from './serverMarkup';
import styles from './RemoteParcel.module.css';

/** The shell's prerender renders the slot with a marker its server replaces by the page. */
export const ServerPageMarkupContext = createContext<string | null>(null);

/**
 * The main slot for a remote's pages. Its element keeps the markup the server composed into it
 * (React never rewrites it: the HTML string stays the same), and the remote's parcel hydrates
 * that markup instead of painting the page a second time. Without server markup it renders as a
 * client-only page, with the loading placeholder until the remote is there.
 */
export function PageSlot({ remote, props }: { readonly remote: RemoteName; readonly props: RemotePageProps }) {
  const serverMarker = useContext(ServerPageMarkupContext);
  const [markup] = useState(() => serverMarker ?? serverPageMarkupFor(props.location.pathname));
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  // The props of the latest render, read when the page is there: they are not a reason to load it again.
  const latestProps = useEffectEvent(() => props);
  const [status, setStatus] = useState<'loading' | 'mounted' | Error>('loading');
  if (status instanceof Error) throw status; // to the error boundary around the slot

  useEffect(() => {
    let active = true;
    const element = slot.current;
    loadRemoteModule<{ default: ParcelConfig }>(remote, PAGES_MODULE)
      .then(({ default: config }) => {
        if (!active || !element) return;
        markServerPageMarkupUsed();
        if (markup) element.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
        const mountedProps = latestProps();
        const mounted = mountRootParcel(config, { ...mountedProps, domElement: element });
        parcel.current = mounted;
        return mounted.mountPromise.then(() => {
          element.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
          if (!active) return;
          setStatus('mounted');
          // The visitor may have moved on while the page was mounting.
          const currentProps = latestProps();
          if (currentProps !== mountedProps) void mounted.update?.({ ...currentProps, domElement: element });
        });
      })
      .catch((error: unknown) => {
        if (active) setStatus(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      active = false;
      const mounted = parcel.current;
      parcel.current = null;
      // A page still mounting is unmounted as soon as it is there.
      if (mounted) void mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [remote, markup]);

  useEffect(() => {
    const mounted = parcel.current;
    if (mounted?.getStatus() === 'MOUNTED') void mounted.update?.({ ...props, domElement: slot.current });
  }, [props]);

  return (
    <>
      {hydrated && status === 'loading' && !markup && <PageLoading />}
      <div
        ref={slot}
        // While a client-only page loads, the placeholder holds the space.
        className={hydrated && status === 'loading' && !markup ? styles.widget : styles.slot}
        data-page-slot=""
        data-remote={remote}
        // "live" once the remote's page is mounted and answers the visitor (tests wait for it).
        data-page-state={status === 'mounted' ? 'live' : 'loading'}
        dangerouslySetInnerHTML={{ __html: markup }}
        suppressHydrationWarning
      />
    </>
  );
}
