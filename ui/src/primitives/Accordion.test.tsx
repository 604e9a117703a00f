import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { id: 'trial', title: 'How long is the free trial?', content: 'Seven days, no credit card.' },
  { id: 'users', title: 'Is there a minimum number of users?', content: 'Five users on every plan.' },
];

describe('Accordion', () => {
  it('keeps at most one item open and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const trial = screen.getByRole('button', { name: 'How long is the free trial?' });
    const users = screen.getByRole('button', { name: 'Is there a minimum number of users?' });
    expect(trial).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Seven days, no credit card.')).not.toBeVisible();

    await user.click(trial);
    expect(trial).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How long is the free trial?' })).toHaveTextContent('Seven days, no credit card.');

    await user.click(users);
    expect(trial).toHaveAttribute('aria-expanded', 'false');
    expect(users).toHaveAttribute('aria-expanded', 'true');

    await user.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('is operable with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'How long is the free trial?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'How long is the free trial?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps one item open across accordions of one group', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Accordion items={items.slice(0, 1)} group="faq" />
        <Accordion items={items.slice(1)} group="faq" />
      </>,
    );
    const trial = screen.getByRole('button', { name: 'How long is the free trial?' });
    const users = screen.getByRole('button', { name: 'Is there a minimum number of users?' });
    await user.click(trial);
    await user.click(users);
    expect(trial).toHaveAttribute('aria-expanded', 'false');
    expect(users).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the item open at first from the HTML alone', () => {
    render(<Accordion items={items} defaultOpenId="users" />);
    expect(screen.getByRole('region', { name: 'Is there a minimum number of users?' })).toBeVisible();
    expect(screen.getByText('Seven days, no credit card.')).not.toBeVisible();
  });
});
