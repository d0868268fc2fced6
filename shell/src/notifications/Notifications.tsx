import { onNotification } from '@module-feedback/shared/shell-pages';
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import './notifications.css';

/**
 * Shows what remotes `notify()` as toasts, which outlive the remote that raised them. They
 * appear at the bottom right, away from the header (greeting, Log out) and the top of
 * every form.
 */
export function Notifications() {
  const toast = useRef<Toast>(null);
  useEffect(
    () => onNotification((notification) => toast.current?.show({ ...notification, life: 6000 })),
    [],
  );
  return <Toast ref={toast} position="bottom-right" className="site-toast" />;
}
