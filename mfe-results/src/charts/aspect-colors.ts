import type { Aspect } from '@module-feedback/shared';

/** One colour per aspect, mid-tone so it reads on light and dark backgrounds alike. */
export const ASPECT_COLORS: Record<Aspect, string> = {
  material: '#3b82f6',
  assessment: '#f59e0b',
  lecturer: '#10b981',
};
