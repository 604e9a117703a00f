import { act, render, screen } from '@testing-library/react';
import type { AlertType } from './alertContent';
import { AlertPopup, ALERT_AUTO_CLOSE_MS } from './AlertPopup';

function renderPopup(type: AlertType = 'success') {
  const onClose = jest.fn();
  render(
    <AlertPopup type={type} heading="Request Submitted" text="Thank you for your request! We will be in touch soon." onClose={onClose} />,
  );
  return onClose;
}

describe('AlertPopup', () => {
  afterEach(() => jest.useRealTimers());

  it('asks to close after 10 seconds, once', () => {
    jest.useFakeTimers();
    const onClose = renderPopup();
    act(() => jest.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(ALERT_AUTO_CLOSE_MS).toBe(10_000);
  });

  it('does not restart the 10 seconds when its parent re-renders', () => {
    jest.useFakeTimers();
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<AlertPopup type="fail" heading="Request Failed" text="x" onClose={first} />);
    act(() => jest.advanceTimersByTime(6000));
    rerender(<AlertPopup type="fail" heading="Request Failed" text="x" onClose={second} />);
    act(() => jest.advanceTimersByTime(4000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('closes on a click anywhere on it', () => {
    const onClose = renderPopup();
    act(() => screen.getByText('Thank you for your request! We will be in touch soon.').click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button, once', () => {
    const onClose = renderPopup();
    act(() => screen.getByRole('button', { name: 'Close message' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape while focus is in it, and keeps that Escape from the page around it', () => {
    const onClose = renderPopup();
    const outside = jest.fn();
    document.addEventListener('keydown', outside);
    try {
      const close = screen.getByRole('button', { name: 'Close message' });
      close.focus();
      const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
      act(() => {
        close.dispatchEvent(escape);
      });
      expect(onClose).toHaveBeenCalledTimes(1);
      // Not cancelled, Escape would also close a dialog the popup sits in (its native cancel).
      expect(escape.defaultPrevented).toBe(true);
      expect(outside).not.toHaveBeenCalled();
      act(() => {
        close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      });
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', outside);
    }
  });

  it('gives focus back to where it was when the popup opened, if focus was in the popup when it closed', () => {
    const submit = document.createElement('button');
    document.body.append(submit);
    try {
      submit.focus();
      const onClose = renderPopup();
      const close = screen.getByRole('button', { name: 'Close message' });
      close.focus();
      act(() => close.click());
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(submit).toHaveFocus();
    } finally {
      submit.remove();
    }
  });

  it("falls back to its form's submit button when focus had been lost (the button was disabled while sending)", () => {
    const onClose = jest.fn();
    render(
      <>
        <form>
          <button type="submit">Send</button>
        </form>
        <AlertPopup type="fail" heading="Request Failed" text="Try again later." onClose={onClose} />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close message' });
    close.focus();
    act(() => close.click());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('leaves focus alone when it was elsewhere (a visitor typing in another field)', () => {
    jest.useFakeTimers();
    const submit = document.createElement('button');
    const field = document.createElement('input');
    document.body.append(submit, field);
    try {
      submit.focus();
      const onClose = renderPopup();
      field.focus();
      act(() => jest.advanceTimersByTime(ALERT_AUTO_CLOSE_MS));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(field).toHaveFocus();
    } finally {
      submit.remove();
      field.remove();
    }
  });

  it.each([
    ['fail', 'alert'],
    ['success', 'status'],
    ['newsletter', 'status'],
  ] as const)('a %s popup has role %s and shows its heading and text', (type, role) => {
    renderPopup(type);
    expect(screen.getByRole(role)).toHaveTextContent('Request Submitted');
    expect(screen.getByRole(role)).toHaveTextContent('Thank you for your request!');
  });

  it('stops its timer when removed', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    const { unmount } = render(<AlertPopup type="success" heading="h" text="t" onClose={onClose} />);
    unmount();
    act(() => jest.advanceTimersByTime(ALERT_AUTO_CLOSE_MS));
    expect(onClose).not.toHaveBeenCalled();
  });
});
