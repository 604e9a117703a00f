import { ShellServicesProvider, type ShellAction } from '@site/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { resolveLabel } from '@site/shell/label-map';

/**
 * Renders a remote's routes at `path` the way the shell does: its router and the real label map.
 * Shell actions (e.g. opening the free-trial dialog) are recorded in `actions`.
 */
export function renderAtRoute(Routes: ComponentType, path: string): RenderResult & { actions: ShellAction[] } {
  const actions: ShellAction[] = [];
  const result = render(
    <ShellServicesProvider value={{ resolveLabel, runAction: (action) => actions.push(action) }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>
    </ShellServicesProvider>,
  );
  return Object.assign(result, { actions });
}
