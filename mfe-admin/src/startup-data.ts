// What the dashboard GETs as it starts, on the tab it opens on. The build writes it into
// deploy.json, and the shell requests it together with this remote's code, so the data does
// not wait for the code to arrive and run. Public data only (the same answer for every
// visitor): the shell asks without credentials. When the first tab changes, change this too.
import { ACADEMIC_YEAR_ROUTES } from '@module-feedback/shared/contracts';

export const STARTUP_DATA = { '/admin': [ACADEMIC_YEAR_ROUTES.list] };
