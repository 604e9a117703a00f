/**
 * Build-time rendering of the shell's frame (top bar, footer, skip link) for every route, with a
 * marker in the page slot that the shell's server replaces by the owning remote's page.
 */
import { renderToMarkup } from '@site/devkit/prerender/render';
import { splitHoistedHead, type PrerenderedRoute } from '@site/devkit/prerender/fragments';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { PAGE_SLOT_MARKER } from './federation/serverMarkup';
import { ServerPageMarkupContext } from './federation/PageSlot';
import { NOT_FOUND_FRAME_PATH, routeTable } from './routing/routeTable';

async function renderFrame(path: string): Promise<PrerenderedRoute> {
  const markup = await renderToMarkup(
    <StrictMode>
      <StaticRouter location={path}>
        <ServerPageMarkupContext value={PAGE_SLOT_MARKER}>
          <App />
        </ServerPageMarkupContext>
      </StaticRouter>
    </StrictMode>,
  );
  const { head, body } = splitHoistedHead(markup);
  return { path, html: body, head, structuredData: [] };
}

export default {
  async render(): Promise<PrerenderedRoute[]> {
    const frames: PrerenderedRoute[] = [];
    for (const path of [...routeTable.map((route) => route.path), NOT_FOUND_FRAME_PATH]) frames.push(await renderFrame(path));
    return frames;
  },
};
