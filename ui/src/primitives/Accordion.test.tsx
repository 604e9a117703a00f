import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, nextOpenId } from './Accordion';

const items = [
  { id: 'trial', title: 'How long is the free trial?', content: 'Seven days, no credit card.' },
  { id: 'users', title: 'Is there a minimum number of users?', content: 'Five users on every plan.' },
];

describe('nextOpenId', () => {
  it('opens the clicked item, and closes it when clicked again', () => {
    expect(nextOpenId(null, 'a')).toBe('a');
    expect(nextOpenId('a', 'b')).toBe('b');
    expect(nextOpenId('a', 'a')).toBeNull();
  });
});

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

  it('reports changes in controlled mode', async () => {
    const user = userEvent.setup();
    const changes: Array<string | null> = [];
    render(<Accordion items={items} openId="users" onOpenChange={(id) => changes.push(id)} />);
    await user.click(screen.getByRole('button', { name: 'Is there a minimum number of users?' }));
    await user.click(screen.getByRole('button', { name: 'How long is the free trial?' }));
    expect(changes).toEqual([null, 'trial']);
  });
});
