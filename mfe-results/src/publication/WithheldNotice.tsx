// What visitors and students read instead of a module's year's results while it has too few
// responses to publish them (the server sent `withheld` and none of the results).
import { withheldMessage, type Withheld } from '@module-feedback/shared';

export function WithheldNotice({ withheld }: { withheld: Withheld }) {
  return (
    <p className="mr-withheld" role="note">
      <span className="pi pi-lock" aria-hidden="true" /> {withheldMessage(withheld)}
    </p>
  );
}
