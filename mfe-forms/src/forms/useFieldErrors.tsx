import { CHECK_MESSAGE_ATTRIBUTE, readEarlyErrors } from '@site/ui/behaviours';
import { useId, useRef, useState, type ReactNode } from 'react';
import styles from './fields.module.css';

export type FieldErrors<Key extends string> = Readonly<Partial<Record<Key, string>>>;

function noErrors<Key extends string>(): FieldErrors<Key> {
  return {} as FieldErrors<Key>;
}

/** `errors` with every message but `key`'s (a new object: `errors` is state). */
function withoutError<Key extends string>(errors: FieldErrors<Key>, key: Key): FieldErrors<Key> {
  const rest: Partial<Record<Key, string>> = {};
  // Object.keys types its result string[]; the keys of a FieldErrors<Key> are Keys.
  for (const other of Object.keys(errors) as Key[]) if (other !== key) rest[other] = errors[other];
  return rest;
}

/** The messages the islands loader showed in this form's server HTML, by field (none on the server, or rendering anew). */
function earlyErrors<Key extends string>(order: readonly Key[], errorId: (key: Key) => string): FieldErrors<Key> {
  if (typeof document === 'undefined') return noErrors();
  const form = order
    .map((key) => document.getElementById(errorId(key)))
    .find(Boolean)
    ?.closest('form');
  const early = readEarlyErrors(form ?? null) as FieldErrors<Key>;
  return Object.fromEntries(order.filter((key) => early[key]).map((key) => [key, early[key]])) as FieldErrors<Key>;
}

/** A control that can take focus (input, select, or the first box of a group). */
type Focusable = HTMLInputElement | HTMLSelectElement;

/**
 * Per-field messages for a form: ids, aria-invalid/aria-describedby wiring, the message element,
 * and focus on the first invalid field (in `order`, the visual order) when messages are shown.
 *
 * A submit that arrives before the island is live is checked by the islands loader from the HTML
 * (`@site/ui/behaviours` earlyFormCheck): it writes the same marks into the same elements, which
 * are therefore always in the HTML (a message element is `hidden` while its field is fine), and the
 * form takes those marks over as its state when it hydrates, so nothing on screen changes.
 * `suppressHydrationWarning` on what the loader may mark: a mark made while hydration is under
 * way stays (React does not undo it) rather than failing the hydration.
 */
export function useFieldErrors<Key extends string>(order: readonly Key[]) {
  const id = useId();
  const controlId = (key: Key) => `${id}-${key}`;
  const errorId = (key: Key) => `${id}-${key}-error`;
  // Hydrating over HTML the islands loader marked (a Submit before the form was live): those marks
  // are this state from the first render, so hydration finds them as it renders them.
  const [errors, setErrors] = useState<FieldErrors<Key>>(() => earlyErrors(order, errorId));
  const controls = useRef<Partial<Record<Key, Focusable | null>>>({});

  /** Shows `next` (replacing all messages) and moves focus to the first invalid field. */
  function showErrors(next: FieldErrors<Key>) {
    setErrors(next);
    const first = order.find((key) => next[key]);
    if (first) controls.current[first]?.focus();
  }

  /** The message was about the old value; the schema judges the new one on the next submit. */
  function clearError(key: Key) {
    setErrors((current) => {
      if (!(key in current)) return current;
      return withoutError(current, key);
    });
  }

  /** Makes `element` the one focused when `key` is the first invalid field. */
  const register = (key: Key) => (element: Focusable | null) => {
    controls.current[key] = element;
  };

  /** aria-invalid and aria-describedby for whatever carries the field's validity. */
  const validity = (key: Key) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? errorId(key) : undefined,
    suppressHydrationWarning: true,
  });

  /** id, validity and ref for a single control (input or select). */
  const control = (key: Key) => ({ id: controlId(key), ...validity(key), ref: register(key) });

  /** The field's message: always in the HTML (hidden while the field is fine), for the loader's early check. */
  const message = (key: Key, className?: string): ReactNode => (
    <p
      id={errorId(key)}
      className={className ? `${styles.error} ${className}` : styles.error}
      hidden={!errors[key]}
      {...{ [CHECK_MESSAGE_ATTRIBUTE]: key }}
      suppressHydrationWarning
    >
      {errors[key] ?? ''}
    </p>
  );

  return {
    errors,
    showErrors,
    clearError,
    clearErrors: () => setErrors(noErrors()),
    controlId,
    errorId,
    register,
    validity,
    control,
    message,
  };
}
