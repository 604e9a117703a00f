/**
 * Islands: the interactive parts of a server-rendered page. The page around them is HTML that is
 * never hydrated; each island is a component its owner (the shell or a remote) exposes, rendered
 * on the server as its own React root with its props in a JSON data block beside it, and
 * hydrated in the browser as its own root when its moment comes (`HydrateOn`). The shell's
 * loader (`shell/src/islands/loader.ts`) watches for that moment; its runtime hydrates.
 *
 * Markup of one island, as the prerender writes it and the shell's loader reads it:
 *
 *   <script type="application/json" data-island-props>{"items":[…]}</script>
 *   <site-island data-island="marketing/BlogSlider" data-hydrate="visible"
 *                data-id-prefix="marketing-BlogSlider-0-" data-ssr>…the component's HTML…</site-island>
 */
import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { GlossaryScope } from '../glossary/GlossaryText';
import { AddressProvider, useAddressServices, type AddressServices } from '../navigation/address';
import { ShellServicesProvider, useShellServices, type RemoteName, type ShellServices } from '../navigation/labels';

/** Who exposes an island: the shell (its own and the design system's) or a remote (`./islands/<name>` in its contract). */
export type IslandOwner = 'shell' | RemoteName;

/**
 * When an island becomes live: at once (its content depends on the address), or on the visitor's
 * first interaction with it. `intent` is for islands whose state matters on the first tap (forms,
 * switches, search): ready before they are needed, woken in idle time once the visitor is at the
 * page (moved the pointer, scrolled, pressed a key or touched) and the island is near the viewport,
 * never for a crawler or a page nobody touches. Whatever the moment, an interaction with the island
 * wakes it at once, and is replayed once it is live. `never` is a published island that is HTML
 * only: its owner renders it for other deployables' pages (`<RemoteIsland>`), the shell's server
 * composes it in, and no script ever runs for it (the latest blog posts on the home page). Every
 * moment is code in the loader every page loads, so a moment no island uses goes (`idle`, `visible`,
 * `activity` and `scroll` went with issue 31's 5 KB first load; git has them).
 */
export type HydrateOn = 'load' | 'intent' | 'interaction' | 'never';

export interface IslandOptions {
  readonly owner: IslandOwner;
  /** Its name in the owner's contract, e.g. `BlogSlider`. */
  readonly name: string;
  readonly hydrate: HydrateOn;
  /**
   * Its content depends on the address's query (the pricing industry, a search), which the
   * server's HTML does not: with a query, it renders at load instead of hydrating.
   */
  readonly readsQuery?: boolean;
}

/** `marketing/BlogSlider`: what `data-island` holds. */
export function islandId({ owner, name }: Pick<IslandOptions, 'owner' | 'name'>): string {
  return `${owner}/${name}`;
}

/** The exposed module of a remote's island, as its contract lists it. */
export function islandModule(name: string): string {
  return `./islands/${name}`;
}

/** What an island module exports (default): the marker pages render, with the live component. */
export interface IslandComponent<Props extends object> {
  (props: Props): ReactNode;
  readonly island: IslandOptions;
  readonly Component: ComponentType<Props>;
}

/**
 * How the prerender renders an island as its own root. Given by devkit's prerender, so
 * react-dom/server never reaches a browser bundle; absent in the browser.
 */
export interface IslandServerRenderer {
  /** Who is rendering (`frame`, or a remote's name): keeps `useId` prefixes unique in a composed page. */
  readonly scope: string;
  readonly renderToString: (element: ReactNode, identifierPrefix: string) => string;
  /** A number not given before in this render (the island's `useId` prefix). */
  readonly nextIndex: () => number;
}

export const IslandServerContext = createContext<IslandServerRenderer | null>(null);

/** Inside an island's root an island is plain component: islands do not nest. */
const InsideIslandContext = createContext(false);

function Committed({ onCommit, children }: { readonly onCommit?: () => void; readonly children: ReactNode }) {
  // A parent's effects run after its children's: the island has taken over its DOM by now.
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

export interface IslandRootProps {
  readonly services: ShellServices;
  /** The address the island reads and moves: the document's in the browser, the page's on the server. */
  readonly address: AddressServices;
  /** Called once the island is live (hydrated or rendered), so events that came early can be replayed. */
  readonly onCommit?: () => void;
  /** Tries the island again after it failed (the shell loads its module anew). */
  readonly onRetry?: () => void;
  /** The island crashed rendering (its boundary shows "unavailable" instead): the page's beacon counts it. */
  readonly onError?: (error: unknown) => void;
  /** Its own glossary scope (the default); without one it writes no term out (see ServerIslandElement). */
  readonly glossaryScope?: boolean;
  readonly children: ReactNode;
}

/**
 * An island's root, the same on the server and in the browser so hydration matches: the shell's
 * services, the address (no router: see navigation/address.tsx), a crash that stays inside the
 * island, and a glossary scope of its own (the first use of a term in the island is written out there).
 */
export function IslandRoot({ services, address, onCommit, onRetry, onError, glossaryScope = true, children }: IslandRootProps) {
  return (
    <InsideIslandContext value={true}>
      <ShellServicesProvider value={services}>
        <AddressProvider value={address}>
          <ErrorBoundary
            onError={onError}
            FallbackComponent={({ resetErrorBoundary }) => (
              <RemoteUnavailable
                compact
                onRetry={() => {
                  onRetry?.();
                  resetErrorBoundary();
                }}
              />
            )}
          >
            <Committed onCommit={onCommit}>{glossaryScope ? <GlossaryScope>{children}</GlossaryScope> : children}</Committed>
          </ErrorBoundary>
        </AddressProvider>
      </ShellServicesProvider>
    </InsideIslandContext>
  );
}

/** JSON inside <script>: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function assertJsonProps(id: string, props: object): void {
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) {
      throw new Error(`Island ${id}: prop "${key}" is not JSON; an island's props travel in the page as JSON`);
    }
  }
}

/** The island's element, server-rendered: its own root's HTML, and what the loader needs to hydrate it. */
function ServerIslandElement<Props extends object>({
  options,
  Component,
  props,
  server,
}: {
  readonly options: IslandOptions;
  readonly Component: ComponentType<Props>;
  readonly props: Props;
  readonly server: IslandServerRenderer;
}) {
  const services = useShellServices();
  const address = useAddressServices();
  const id = islandId(options);
  assertJsonProps(id, props);
  const identifierPrefix = `${server.scope}-${options.name}-${server.nextIndex()}-`;
  // An HTML-only island is another deployable's content inside a page, after that page's own text:
  // it writes no glossary term out (each keeps its <abbr title>); the page's first use does.
  const html = server.renderToString(
    <IslandRoot services={services} address={address} glossaryScope={options.hydrate !== 'never'}>
      <Component {...props} />
    </IslandRoot>,
    identifierPrefix,
  );
  return (
    <site-island
      data-island={id}
      data-hydrate={options.hydrate}
      data-id-prefix={identifierPrefix}
      data-reads-query={options.readsQuery ? '' : undefined}
      data-ssr=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * Declares an island. Pages render what this returns like the component itself: on the server it
 * writes the island's markup, in a page the browser renders whole (standalone mode, a page the
 * server could not compose) and inside another island it is the component.
 */
export function defineIsland<Props extends object>(options: IslandOptions, Component: ComponentType<Props>): IslandComponent<Props> {
  function IslandMarker(props: Props) {
    const server = useContext(IslandServerContext);
    const inside = useContext(InsideIslandContext);
    if (inside) return <Component {...props} />;
    // A page the browser renders whole: the island's text is written out as in the server's HTML.
    if (!server)
      return (
        <GlossaryScope>
          <Component {...props} />
        </GlossaryScope>
      );
    return (
      <>
        <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
        <ServerIslandElement options={options} Component={Component} props={props} server={server} />
      </>
    );
  }
  IslandMarker.displayName = `Island(${islandId(options)})`;
  return Object.assign(IslandMarker, { island: options, Component });
}

/**
 * Renders a published island alone (no props block), as its owner's prerender publishes it for
 * other deployables' pages (`<RemoteIsland>`); the shell's server puts it in their place.
 */
export function PublishedIsland<Props extends object>({
  island,
  props,
}: {
  readonly island: IslandComponent<Props>;
  readonly props: Props;
}) {
  const server = useContext(IslandServerContext);
  if (!server) throw new Error('PublishedIsland renders on the server only');
  return <ServerIslandElement options={island.island} Component={island.Component} props={props} server={server} />;
}

export interface RemoteIslandProps {
  readonly owner: RemoteName;
  /** The island's name in the owner's contract, e.g. `EnquiryForm`; it takes no props. */
  readonly name: string;
  /** Holds its place (same height: no layout shift) until the island is there. */
  readonly placeholder?: ReactNode;
}

/**
 * Another deployable's island in this page (marketing's Contact Us shows forms' enquiry form).
 * The server writes a placeholder that the shell's server fills with the owner's live published
 * island, so it arrives as HTML and its owner still deploys alone; in a page the browser renders
 * whole, the shell's RemoteSlot loads it.
 */
export function RemoteIsland({ owner, name, placeholder = null }: RemoteIslandProps) {
  const server = useContext(IslandServerContext);
  const { RemoteSlot } = useShellServices();
  if (!server) return <RemoteSlot remote={owner} module={islandModule(name)} placeholder={placeholder} />;
  return (
    <>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: '{}' }} />
      <site-island data-island={islandId({ owner, name })} data-hydrate="visible" data-compose="">
        {placeholder}
      </site-island>
    </>
  );
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
