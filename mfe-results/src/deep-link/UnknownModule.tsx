// An address naming a module that does not exist (a mistyped or outdated link).
import { Message } from 'primereact/message';

export const unknownModuleText = (code: string) =>
  `No module has the code “${code}”. Choose one from the list above.`;

export function UnknownModule({ code }: { code: string }) {
  return <Message severity="warn" className="mr-unknown-module" text={unknownModuleText(code)} />;
}
