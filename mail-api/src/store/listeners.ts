/** Listeners added one by one (by the service, the workers, /metrics), all called on each event. */
export interface Listeners {
  readonly add: (listener: () => void) => void;
  readonly emit: () => void;
}

export function createListeners(): Listeners {
  const listeners: Array<() => void> = [];
  return {
    add: (listener) => void listeners.push(listener),
    emit: () => {
      for (const listener of listeners) listener();
    },
  };
}
