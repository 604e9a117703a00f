import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHELL_ACTIONS_HANDLED_ATTRIBUTE } from '../behaviours/shellActions';
import { resolveLabel } from './labelMap';
import { LabelLink, ShellServicesProvider, type ShellAction, type ShellServices } from './labels';

function services(actions: ShellAction[]): ShellServices {
  return {
    resolveLabel,
    runAction: (action) => void actions.push(action),
    loadRemoteModule: () => Promise.reject(new Error('not in this test')),
    RemoteSlot: () => null,
  };
}

afterEach(() => document.documentElement.removeAttribute(SHELL_ACTIONS_HANDLED_ATTRIBUTE));

describe('LabelLink for a shell action (Sign Up, Free Trial Sign-Up)', () => {
  it('is a real link to the page that does the same without script, marked with its action', () => {
    const html = renderToStaticMarkup(
      <ShellServicesProvider value={services([])}>
        <LabelLink label="Free Trial Sign-Up">Start your free trial</LabelLink>
      </ShellServicesProvider>,
    );
    expect(html).toBe('<a href="/free-trial" data-shell-action="open-free-trial">Start your free trial</a>');
  });

  it('asks the shell for the action where no loader runs the page (standalone), instead of leaving it', () => {
    const actions: ShellAction[] = [];
    render(
      <ShellServicesProvider value={services(actions)}>
        <LabelLink label="Sign Up" />
      </ShellServicesProvider>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }))).toBe(false);
    expect(actions).toEqual(['open-free-trial']);
  });

  it("leaves the click to the page's loader where it runs the actions (it opens the dialog, or follows the link)", () => {
    document.documentElement.setAttribute(SHELL_ACTIONS_HANDLED_ATTRIBUTE, '');
    const actions: ShellAction[] = [];
    render(
      <ShellServicesProvider value={services(actions)}>
        <LabelLink label="Sign Up" />
      </ShellServicesProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(actions).toEqual([]);
  });
});
