/**
 * Build-time rendering of the shell's frame (top bar, footer, skip link): one per frame variant
 * (shell/shared/frames.ts), with a marker in the page slot that the shell's server replaces by the
 * owning remote's page. Routes are the remotes' (known at run time), so frames are not per route.
 */
import { renderToMarkup, serverServices } from '@site/devkit/prerender/render';
import { splitHoistedHead, type PrerenderedRoute } from '@site/site-formats/fragments';
import { AddressProvider, ShellServicesProvider, staticAddress } from '@site/ui';
import { StrictMode } from 'react';
import { Frame } from './App';
import { allFrameVariants, frameLabelResolver, frameName, type FrameVariant } from '../shared/frames';
import { shellRoutes } from '../shared/shellRoutes';

/** A path the frame can be rendered at: the shell's own page, or any page of a remote (the slot only holds a marker). */
function pathFor({ slot, back }: FrameVariant): string {
  if (slot === 'coming-soon' || slot === 'search') return `/${slot}`;
  return back ? '/__frame' : '/';
}

const services = serverServices(frameLabelResolver);

async function renderFrame(frame: FrameVariant): Promise<PrerenderedRoute> {
  const markup = await renderToMarkup(
    <StrictMode>
      <AddressProvider value={staticAddress(pathFor(frame))}>
        <ShellServicesProvider value={services}>
          <Frame frame={frame} />
        </ShellServicesProvider>
      </AddressProvider>
    </StrictMode>,
    'frame',
    // The page composed into the slot was rendered apart, with React's own ids (`_R_5_`): the drawer's
    // title once had the id of a section heading of the page, and took its name.
    'frame-',
  );
  const { head, body } = splitHoistedHead(markup);
  return { path: frameName(frame), html: body, head, structuredData: [] };
}

export default {
  routes: shellRoutes,
  async render(): Promise<PrerenderedRoute[]> {
    const frames: PrerenderedRoute[] = [];
    for (const frame of allFrameVariants()) frames.push(await renderFrame(frame));
    return frames;
  },
};
