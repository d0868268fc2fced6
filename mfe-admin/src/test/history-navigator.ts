// Navigates as the shell's router does, for tests: the address changes and the remotes are
// told. The dashboard keeps its tab, filters, sort and page in the address.
import { announceLocationChange, registerNavigator } from '@module-feedback/shared';

registerNavigator((to) => {
  window.history.pushState(null, '', to);
  announceLocationChange();
});
