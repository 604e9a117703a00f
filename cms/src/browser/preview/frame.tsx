/**
 * Decap's preview pane, showing a page drawn by the site's own React components. Decap renders
 * previews with the React inside its bundle; the site's components need the site's React 19, so the
 * template Decap gets (made with Decap's `createClass`) holds an empty element and renders our page
 * into it as a React root of its own, again on every change the writer makes.
 */
// The site's design tokens and global styles (what every page of the site starts from).
import '@site/ui/styles.css';
import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AddressProvider, GlossaryScope, ShellServicesProvider, staticAddress, type RemoteSlotProps, type ShellServices } from '@site/ui';
import { resolveLabel } from '@site/ui/label-map';
import { DISCLOSURE_TRIGGER_SELECTOR, isExpanded, setExpanded } from '../../../../ui/src/behaviours/disclosure';
import { decapGlobals, plain, type PreviewProps } from '../decap';
import { renderBody, withVariables } from '../markdown';

/** An entry as a page preview gets it: pictures as URLs the preview can show, `{{variables}}` written out. */
export interface PreviewEntry {
  /** The file's name (empty until a new entry is saved). */
  readonly slug: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** A Markdown body as the site renders it. */
  readonly html: string;
}

export type PagePreview = (entry: PreviewEntry) => ReactNode;

/** Another remote's part of a page: the composed site fills it in, the preview says so. */
function OtherRemote({ remote, module }: RemoteSlotProps) {
  return (
    <p className="cms-preview-note">
      On the site, {remote} shows its {module.replace(/^\.\//, '')} here.
    </p>
  );
}

const services: ShellServices = {
  resolveLabel,
  runAction: () => undefined,
  loadRemoteModule: (remote, module) => Promise.reject(new Error(`${remote} ${module} is loaded by the shell on the composed site`)),
  RemoteSlot: OtherRemote,
};

/** A page that cannot be drawn yet (a new entry, a field still missing) says why instead of going blank. */
class PreviewBoundary extends Component<{ readonly children: ReactNode; readonly entry: PreviewEntry }, { readonly error: Error | null }> {
  override state: { readonly error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidUpdate(previous: { readonly entry: PreviewEntry }) {
    if (previous.entry !== this.props.entry && this.state.error) this.setState({ error: null });
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <p className="cms-preview-note" role="status">
        The page appears here once its required fields are filled in ({error.message}).
      </p>
    );
  }
}

const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/i;

/** `data` with every picture's `src` made a URL and every text's `{{variables}}` written out. */
function forPreview(value: unknown, variables: Readonly<Record<string, string>>, pictureUrl: (src: string) => string): unknown {
  if (typeof value === 'string') return withVariables(value, variables);
  if (Array.isArray(value)) return value.map((item) => forPreview(item, variables, pictureUrl));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'src' && typeof item === 'string' && IMAGE.test(item) ? pictureUrl(item) : forPreview(item, variables, pictureUrl),
    ]),
  );
}

/**
 * The accordions and "show more" panels open and close as on the site. The site's behaviour
 * (`installBehaviours`) checks `event.target instanceof Element`, which is false for an element of
 * the preview's frame seen from this window, so the preview listens itself and lets the same
 * functions open and close them.
 */
function installDisclosures(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target as { closest?: (selector: string) => Element | null } | null;
    const trigger = target?.closest?.(DISCLOSURE_TRIGGER_SELECTOR);
    if (trigger && !event.defaultPrevented) setExpanded(trigger, !isExpanded(trigger));
  });
}

interface PreviewTemplate {
  readonly props: PreviewProps;
  element?: HTMLElement | null;
  root?: Root;
}

/** Decap's preview template for a collection whose pages `page` draws. */
export function previewTemplate(page: PagePreview, variables: Readonly<Record<string, string>>, pathOf: (slug: string) => string): unknown {
  const { h, createClass } = decapGlobals();
  const draw = (template: PreviewTemplate) => {
    if (!template.element) return;
    const { entry, getAsset } = template.props;
    const pictureUrl = (src: string) => getAsset(src)?.toString() || src;
    const raw = (plain(entry.get('data')) ?? {}) as Record<string, unknown>;
    const { body, ...fields } = raw;
    const slug = entry.get('slug');
    const previewEntry: PreviewEntry = {
      slug: typeof slug === 'string' ? slug : '',
      data: forPreview(fields, variables, pictureUrl) as Record<string, unknown>,
      html: typeof body === 'string' ? renderBody(body, variables, pictureUrl) : '',
    };
    if (!template.root) {
      installDisclosures(template.props.document);
      template.root = createRoot(template.element);
    }
    template.root.render(
      <AddressProvider value={staticAddress(pathOf(previewEntry.slug))}>
        <ShellServicesProvider value={services}>
          <GlossaryScope>
            <main id="main" className="cms-preview">
              <PreviewBoundary entry={previewEntry}>{page(previewEntry)}</PreviewBoundary>
            </main>
          </GlossaryScope>
        </ShellServicesProvider>
      </AddressProvider>,
    );
  };
  return createClass({
    displayName: 'SitePagePreview',
    setElement(this: PreviewTemplate, element: HTMLElement | null) {
      this.element = element;
    },
    componentDidMount(this: PreviewTemplate) {
      draw(this);
    },
    componentDidUpdate(this: PreviewTemplate) {
      draw(this);
    },
    componentWillUnmount(this: PreviewTemplate) {
      const { root } = this;
      // Not while Decap's own React is still committing.
      if (root) queueMicrotask(() => root.unmount());
    },
    render(this: PreviewTemplate & { readonly setElement: (element: HTMLElement | null) => void }) {
      return h('div', { ref: this.setElement });
    },
  });
}
