import type { Aspect } from '@module-feedback/shared';

/** What the results screen calls each aspect. */
export const ASPECT_LABELS: Record<Aspect, string> = {
  material: 'Material',
  assessment: 'Assessment',
  lecturer: 'Lecturer',
};
