// "Module leader of…" for one account: staff choose the modules it leads in a searchable
// multi-select. Leading a module shows its full results (below the anonymity threshold too)
// and lets the account write the module's "You said, we did" replies; the account stays what
// it was (a student stays a student), so this is its own call, not the user edit.
import {
  LoadFailure,
  Loading,
  describeApiError,
  moduleApi,
  moduleLabel,
  publicationApi,
  useServerData,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useCallback, useId, useState } from 'react';

interface LedModulesDialogProps {
  userId: number;
  username: string;
  /** Hides the dialog, saying what was saved when it was. */
  onClose: (done?: string) => void;
}

const modulesWord = (count: number) => `${count} ${count === 1 ? 'module' : 'modules'}`;

export function LedModulesDialog({ userId, username, onClose }: LedModulesDialogProps) {
  const id = useId();
  const loaded = useServerData(
    useCallback(
      async () => ({
        modules: await moduleApi.list(),
        led: (await publicationApi.ledModules(userId)).modules,
      }),
      [userId],
    ),
  );
  /** The admin's choice; until they change it, the modules the account leads now. */
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Escape in the open list closes the list only: the dialog (and the unsaved choice) stays.
  const [listOpen, setListOpen] = useState(false);
  const value = chosen ?? (loaded.status === 'ready' ? loaded.data.led : []);

  async function save() {
    setSaving(true);
    setProblem(null);
    try {
      const saved = await publicationApi.setLedModules(userId, value);
      onClose(`${username} is now the module leader of ${modulesWord(saved.modules.length)}.`);
    } catch (error) {
      const described = describeApiError(error);
      setProblem(described.fields.modules ?? described.message);
      setSaving(false);
    }
  }

  return (
    <Dialog
      header={`Module leader of… (${username})`}
      visible
      onHide={() => onClose()}
      closeOnEscape={!listOpen}
      aria-describedby={`${id}-hint`}
      className="ma-led-modules"
      breakpoints={{ '576px': '95vw' }}
      style={{ width: '34rem' }}
      footer={
        <>
          <Button type="button" label="Cancel" text onClick={() => onClose()} />
          <Button
            type="button"
            label="Save"
            icon="pi pi-check"
            loading={saving}
            disabled={loaded.status !== 'ready'}
            onClick={() => void save()}
          />
        </>
      }
    >
      <p id={`${id}-hint`} className="p-text-secondary ma-led-modules__hint">
        A module leader sees the full results of their modules, also below the anonymity threshold,
        and writes their &ldquo;You said, we did&rdquo; replies. Nothing else about the account
        changes.
      </p>
      {loaded.status === 'loading' && <Loading what="the modules" />}
      {loaded.status === 'failed' && (
        <LoadFailure what="the modules" reason={loaded.reason} onRetry={loaded.retry} />
      )}
      {loaded.status === 'ready' && (
        <div className="ma-led-modules__field">
          <label htmlFor={`${id}-modules`}>Modules led</label>
          <MultiSelect
            inputId={`${id}-modules`}
            value={value}
            options={loaded.data.modules.map((module) => ({
              label: moduleLabel(module),
              value: module.id,
            }))}
            onChange={(event) => setChosen(event.value as number[])}
            onShow={() => setListOpen(true)}
            onHide={() => setListOpen(false)}
            filter
            filterPlaceholder="Search modules"
            display="chip"
            placeholder="No modules"
            className="ma-led-modules__select"
            panelClassName="ma-led-modules__panel"
            scrollHeight="300px"
          />
        </div>
      )}
      {problem && <Message severity="error" text={problem} />}
    </Dialog>
  );
}
