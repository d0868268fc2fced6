// Messages that must outlive the remote that raised them (e.g. "Signup successful" shown
// on / after the auth remote has unmounted). The shell renders them as toasts.

export interface Notification {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
}

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();

export function notify(notification: Notification): void {
  for (const listener of listeners) listener(notification);
}

export function onNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
