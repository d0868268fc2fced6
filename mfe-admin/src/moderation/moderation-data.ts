// What the Moderation tab loads (stable functions, so useRows loads once per reload).
import { moderationApi } from '@module-feedback/shared';

export const loadQueue = () => moderationApi.queue();
export const loadActions = () => moderationApi.actions();
