import { frontendProject } from '../vitest.frontend.ts';

// jsdom and the DOM matchers: shared holds the session, the API client and UI components.
export default frontendProject('shared');
