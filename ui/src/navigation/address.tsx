/**
 * The address as the site's components read it, and how they move it, without a router. Pages
 * are server HTML and their islands hydrate one by one, so an island needs only the address and a
 * way to go somewhere: the shell's islands runtime gives the document's, the prerender a fixed one,
 * and where a remote's routes render in the browser (standalone, a page the server could not
 * compose) `@site/ui/router` bridges react-router's. React Router then loads only where routes are
 * matched in the browser, never for an island on a composed page.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';

/** The parts of the address a page reads (as `window.location` has them: `search` starts with `?`, `hash` with `#`). */
export interface Address {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface NavigateOptions {
  /** Replaces the history entry (a view setting, e.g. the pricing industry), rather than adding one. */
  readonly replace?: boolean;
}

/** Goes to `to`: a path with its query and hash, or only a query or hash of this page (`?industry=ict`). */
export type NavigateTo = (to: string, options?: NavigateOptions) => void;

export interface AddressServices {
  readonly address: Address;
  readonly navigate: NavigateTo;
}

const AddressContext = createContext<AddressServices | null>(null);

export function AddressProvider({ value, children }: { readonly value: AddressServices; readonly children: ReactNode }) {
  return <AddressContext.Provider value={value}>{children}</AddressContext.Provider>;
}

/** The provider's address and navigate, as one value (what an island root hands on to its own root). */
export function useAddressServices(): AddressServices {
  const services = useContext(AddressContext);
  if (!services)
    throw new Error('The address needs an AddressProvider (an island root, the prerender, or RouterAddress from @site/ui/router)');
  return services;
}

export function useAddress(): Address {
  return useAddressServices().address;
}

export function useNavigateTo(): NavigateTo {
  return useAddressServices().navigate;
}

/** `/pricing?industry=ict#plans` as an Address. */
function parseAddress(path: string): Address {
  const url = new URL(path, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Where the server renders: a fixed address, and nothing navigates. */
export function staticAddress(path: string): AddressServices {
  return { address: parseAddress(path), navigate: () => undefined };
}

/** A click the page may handle itself: the main button, no modifier asking for a new tab or window, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site (with its query and hash), or a query or hash of this page. */
  readonly to: string;
  readonly ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link inside the site: a real `<a href>` that works as server HTML before any script, and whose
 * plain click goes through the provider's `navigate` once React renders it (the document's: another
 * page loads, a query of this page stays in the document; a router's: no page load).
 */
export function SiteLink({ to, onClick, ref, children, ...rest }: SiteLinkProps) {
  const navigate = useNavigateTo();
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
