// Loads what the form offers: the modules, the academic years, and the student's own
// entries (to say at once when a module and year are already rated, and to edit one).
import {
  api,
  ownFeedbackApi,
  type AcademicYear,
  type Module,
  type OwnFeedback,
} from '@module-feedback/shared';
import { useLoaded, type Loaded } from '../loading/useLoaded';

export interface FeedbackOptionsData {
  modules: Module[];
  years: AcademicYear[];
  ownEntries: OwnFeedback[];
}

export type FeedbackOptions = Loaded<FeedbackOptionsData>;

async function loadOptions(): Promise<FeedbackOptionsData> {
  const [modules, years, ownEntries] = await Promise.all([
    api.modules(),
    api.academicYears(),
    ownFeedbackApi.list(),
  ]);
  return { modules, years, ownEntries };
}

export function useFeedbackOptions(): { options: FeedbackOptions; retry: () => void } {
  const { loaded, retry } = useLoaded(loadOptions);
  return { options: loaded, retry };
}
