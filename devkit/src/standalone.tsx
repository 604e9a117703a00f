/**
 * Standalone mode for a remote's team: `npm start -w mfe-x` serves the remote alone, with its own
 * BrowserRouter and the real label map, without the shell's top bar, footer or dialogs.
 */
import '@site/ui/styles.css';
import { installBehaviours, installSlidersWhenRendered } from '@site/ui/behaviours';
import { PublishedPagesProvider, ShellServicesProvider, type RemoteSlotProps, type ShellServices } from '@site/ui';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RouterAddress } from '@site/ui/router';
import { labelResolverFor } from './routes/ownLabels';
import { ROUTES_FILE, type RoutesFile } from '@site/site-formats/routes';

const bannerStyle = {
  margin: 0,
  padding: '0.5rem 1rem',
  background: '#fdf3d0',
  color: '#1a2421',
  fontSize: '0.875rem',
  borderBottom: '1px solid #f5d36b',
} as const;

function OtherRemoteNote({ remote, module }: RemoteSlotProps) {
  return (
    <p style={bannerStyle}>
      Here the composed site shows <code>{module}</code> from <strong>{remote}</strong>.
    </p>
  );
}

/**
 * Its router is made from the pages its build published (routes.json beside it), as the shell's
 * route table would hand them over; labels resolve through the shell's map and those pages' titles.
 */
export async function renderStandalone(remoteName: string, PageRoutes: ComponentType): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const response = await fetch(`/${ROUTES_FILE}`);
  if (!response.ok) throw new Error(`/${ROUTES_FILE} answered ${response.status}: build the remote first`);
  const { routes: pages } = (await response.json()) as RoutesFile;
  // The accordions, sliders and toggles work from their markup, as on the composed site.
  installBehaviours(document);
  installSlidersWhenRendered(document); // the pages are rendered here, not in the HTML
  const services: ShellServices = {
    resolveLabel: labelResolverFor(pages),
    runAction: (action) => console.info(`[${remoteName}] "${action}" is handled by the shell; it does nothing in standalone mode.`),
    // Other remotes are composed by the shell; alone, a page shows its own fallback for them.
    loadRemoteModule: (remote, module) => Promise.reject(new Error(`${remote} ${module} is loaded by the shell on the composed site`)),
    RemoteSlot: OtherRemoteNote,
  };
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <RouterAddress>
          <ShellServicesProvider value={services}>
            <p style={bannerStyle}>
              Standalone preview of <strong>{remoteName}</strong>. The shell&rsquo;s menus, footer and sign-up dialog appear on the composed
              site only.
            </p>
            <main id="main">
              <PublishedPagesProvider value={pages}>
                <PageRoutes />
              </PublishedPagesProvider>
            </main>
          </ShellServicesProvider>
        </RouterAddress>
      </BrowserRouter>
    </StrictMode>,
  );
}
