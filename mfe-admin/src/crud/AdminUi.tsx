// Confirmations and toasts for the whole dashboard. The dialog is controlled here (not
// PrimeReact's global confirmDialog()), because PrimeReact is shared with the other remotes
// and a global call could open their dialogs too; and a promise makes the two-step delete
// (confirm, then confirm deleting the feedback as well) read in order.
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface ConfirmRequest {
  header: string;
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  /** The action destroys data: the accept button is red and not focused by default. */
  danger?: boolean;
}

interface AdminUi {
  /** Resolves true when the person accepts, false when they decline or close the dialog. */
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  /** A short success message that fades away. */
  announce: (text: string) => void;
}

const AdminUiContext = createContext<AdminUi | null>(null);

export function useAdminUi(): AdminUi {
  const ui = useContext(AdminUiContext);
  if (!ui) throw new Error('useAdminUi must be used inside <AdminUiProvider>');
  return ui;
}

interface Pending extends ConfirmRequest {
  resolve: (accepted: boolean) => void;
}

export function AdminUiProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  // Kept after closing so the dialog's text does not vanish while it animates out.
  const [pending, setPending] = useState<Pending | null>(null);
  const [visible, setVisible] = useState(false);

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...request, resolve });
        setVisible(true);
      }),
    [],
  );
  const announce = useCallback((text: string) => {
    toast.current?.show({ severity: 'success', summary: text, life: 4000 });
  }, []);
  const ui = useMemo(() => ({ confirm, announce }), [confirm, announce]);

  return (
    <AdminUiContext.Provider value={ui}>
      {children}
      {/* What an action did is a polite status, not an alert: it waits for the reader to finish. */}
      <Toast
        ref={toast}
        position="bottom-right"
        className="ma-toast"
        pt={{ message: { role: 'status', 'aria-live': 'polite' } }}
      />
      <ConfirmDialog
        visible={visible}
        header={pending?.header}
        message={pending?.message}
        icon={pending?.danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle'}
        acceptLabel={pending?.acceptLabel}
        rejectLabel={pending?.rejectLabel}
        acceptClassName={pending?.danger ? 'p-button-danger' : undefined}
        defaultFocus="reject"
        className="ma-confirm"
        onHide={(result) => {
          setVisible(false);
          pending?.resolve(result === 'accept');
        }}
      />
    </AdminUiContext.Provider>
  );
}
