// What the results pages GET as they start. The build writes it into deploy.json, and the
// shell requests it together with this remote's code, so the data does not wait for the code
// to arrive and run. Public data only (the same answer for every visitor): the shell asks
// without credentials. When App's first requests change, change this list with them.
import { ACADEMIC_YEAR_ROUTES, MODULE_ROUTES } from '@module-feedback/shared/contracts';

export const STARTUP_DATA = { '/results': [MODULE_ROUTES.list, ACADEMIC_YEAR_ROUTES.list] };
