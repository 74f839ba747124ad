/** Whether the device has a network connection, and news of its return. */
export type Connection = {
  /** False when the browser knows it is offline (true may still mean a connection that does not work). */
  online: () => boolean;
  /** Calls `listener` each time the connection comes back; returns the unsubscribe. */
  onReturn: (listener: () => void) => () => void;
};

/** The browser's own view of the connection: `navigator.onLine` and the `online` event. */
export const browserConnection: Connection = {
  online: () => navigator.onLine !== false,
  onReturn: (listener) => {
    addEventListener('online', listener);
    return () => removeEventListener('online', listener);
  },
};
