import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { SiteLink } from './address';
import { SHELL_ACTION_ATTRIBUTE, shellActionsHandledByPage } from '../behaviours/shellActions';

/** Things only the shell can do, which any part of the site may ask for. */
export type ShellAction = 'open-free-trial';

/** Where a navigation label leads: a route of this site, an external page (new tab), or a shell action. */
export type LabelTarget =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  /**
   * `href` is the page that does the same without script (the free-trial sign-up's own page): the
   * control is a real link to it, which the islands loader upgrades to the action.
   */
  | { readonly kind: 'action'; readonly action: ShellAction; readonly href: string };

export interface ResolveLabelOptions {
  /** Unknown labels go to /coming-soon unless this is false (then the result is null). */
  readonly fallback?: boolean;
}

/** The shell's central label map, handed to every remote through the parcel props. */
export type LabelResolver = (label: string, options?: ResolveLabelOptions) => LabelTarget | null;

/** The remotes the shell composes (their MF containers are `mfe_<name>`). */
export type RemoteName = 'marketing' | 'resources' | 'pricing' | 'forms';

/** Where one remote shows a parcel another remote exposes (e.g. marketing's contact page, forms' enquiry form). */
export interface RemoteSlotProps {
  readonly remote: RemoteName;
  /** Exposed module, as in that remote's contract (e.g. `./EnquiryForm`). */
  readonly module: string;
  readonly props?: object;
  /** Shown while the parcel loads (keep it the parcel's height: no layout shift). */
  readonly placeholder?: ReactNode;
}

/** What the shell offers to the rest of the site (passed to remotes as parcel props). */
export interface ShellServices {
  readonly resolveLabel: LabelResolver;
  readonly runAction: (action: ShellAction) => void;
  /**
   * A module another remote exposes in its contract (data, not UI), loaded at run time through
   * the shell's Module Federation runtime, so that remote can redeploy it alone. Cached per module.
   */
  readonly loadRemoteModule: <T>(remote: RemoteName, module: string) => Promise<T>;
  /** Mounts a parcel another remote exposes, with the shell's loading and failure handling. */
  readonly RemoteSlot: ComponentType<RemoteSlotProps>;
  /**
   * A visitor is about to follow a link to `to` (pointer over it, or focus on it): the shell starts
   * loading the remote that owns that page, so the click finds it ready. Absent outside the shell.
   */
  readonly prepareRoute?: (to: string) => void;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ value, children }: { readonly value: ShellServices; readonly children: ReactNode }) {
  return <ShellServicesContext.Provider value={value}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs a ShellServicesProvider (the shell, or a remote standalone root)');
  return services;
}

export interface LabelLinkProps {
  /** The label as the spec names it, e.g. "Pricing", "facebook", "Roster Management". */
  readonly label: string;
  /** Visible content; the label itself by default. */
  readonly children?: ReactNode;
  readonly className?: string;
  readonly fallback?: boolean;
  readonly onClick?: () => void;
  /** Marks the link as the current page or section (aria-current="page"). */
  readonly current?: boolean;
}

/** A link whose destination comes from the central label map. */
export function LabelLink({ label, children = label, className, fallback, onClick, current }: LabelLinkProps) {
  const { resolveLabel, runAction, prepareRoute } = useShellServices();
  const target = resolveLabel(label, { fallback });
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'action') {
    return (
      // A real link to the page that does the same from its HTML, so it works without script. The
      // attribute is what upgrades it to the action: the islands loader handles it on every page,
      // before and after any island is live (this link is usually plain server HTML that React never
      // hydrates). A page the browser renders whole without the loader (standalone) asks the
      // services instead.
      <a
        href={target.href}
        className={className}
        {...{ [SHELL_ACTION_ATTRIBUTE]: target.action }}
        onClick={(event) => {
          onClick?.();
          if (shellActionsHandledByPage()) return;
          event.preventDefault();
          runAction(target.action);
        }}
      >
        {children}
      </a>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <SiteLink
      to={target.to}
      className={className}
      onClick={onClick}
      onPointerEnter={prepareRoute && (() => prepareRoute(target.to))}
      onFocus={prepareRoute && (() => prepareRoute(target.to))}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </SiteLink>
  );
}
