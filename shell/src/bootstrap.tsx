import '@site/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { captureServerPageMarkup } from './federation/serverMarkup';
import { adoptServerRouteTable, refreshRouteTable } from './routing/routeTableStore';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// The route table the server composed this page with; a page sent without one asks for it first.
const routesReady = adoptServerRouteTable() ? null : refreshRouteTable();
if (container.firstElementChild) {
  // The shell's server sent the page as HTML: take it over rather than paint it again.
  captureServerPageMarkup();
  // Hydrating in a transition lets React yield to the browser between slices of work, so the
  // page stays responsive on a slow phone (a plain hydrateRoot is one long task).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else if (routesReady) {
  void routesReady.then(() => createRoot(container).render(app));
} else {
  createRoot(container).render(app);
}
