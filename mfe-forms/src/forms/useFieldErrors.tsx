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

/** A control that can take focus (input, select, or the first box of a group). */
type Focusable = HTMLInputElement | HTMLSelectElement;

/**
 * Per-field messages for a form: ids, aria-invalid/aria-describedby wiring, the message element,
 * and focus on the first invalid field (in `order`, the visual order) when messages are shown.
 */
export function useFieldErrors<Key extends string>(order: readonly Key[]) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<Key>>(noErrors);
  const controls = useRef<Partial<Record<Key, Focusable | null>>>({});

  const controlId = (key: Key) => `${id}-${key}`;
  const errorId = (key: Key) => `${id}-${key}-error`;

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
  });

  /** id, validity and ref for a single control (input or select). */
  const control = (key: Key) => ({ id: controlId(key), ...validity(key), ref: register(key) });

  const message = (key: Key): ReactNode =>
    errors[key] ? (
      <p id={errorId(key)} className={styles.error}>
        {errors[key]}
      </p>
    ) : null;

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
