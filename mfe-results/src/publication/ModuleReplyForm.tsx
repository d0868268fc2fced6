// Writing or editing a module's year's reply: a textarea checked by the shared rule (the
// server checks it again and its message is shown the same way), Save and Cancel.
import {
  MODULE_REPLY_MAX_LENGTH,
  describeApiError,
  moduleReplyProblem,
  notify,
  publicationApi,
  MODULE_REPLY_MESSAGES,
  type ModuleReply,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useId, useState, type FormEvent } from 'react';

interface ModuleReplyFormProps {
  moduleCode: string;
  year: number;
  initialText: string;
  onSaved: (reply: ModuleReply) => void;
  onCancel: () => void;
}

export function ModuleReplyForm({
  moduleCode,
  year,
  initialText,
  onSaved,
  onCancel,
}: ModuleReplyFormProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const check = moduleReplyProblem(text);
    setProblem(check);
    if (check) return;
    setSaving(true);
    try {
      const saved = await publicationApi.saveModuleReply(moduleCode, year, { text });
      notify({ severity: 'success', summary: MODULE_REPLY_MESSAGES.saved });
      onSaved(saved);
    } catch (error) {
      const described = describeApiError(error);
      setProblem(described.fields.text ?? described.message);
    } finally {
      setSaving(false);
    }
  }

  const problemId = `${id}-problem`;
  return (
    <form className="mr-reply__form" onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={`${id}-text`}>Your reply to the students</label>
      <InputTextarea
        id={`${id}-text`}
        value={text}
        rows={5}
        autoResize
        autoFocus
        maxLength={MODULE_REPLY_MAX_LENGTH}
        invalid={problem !== null}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint${problem ? ` ${problemId}` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <small id={`${id}-hint`}>
        {text.trim().length} of {MODULE_REPLY_MAX_LENGTH} characters
      </small>
      {problem && <Message id={problemId} severity="error" text={problem} />}
      <div className="mr-reply__actions">
        <Button type="submit" label="Save reply" icon="pi pi-check" loading={saving} />
        <Button type="button" label="Cancel" text onClick={onCancel} />
      </div>
    </form>
  );
}
