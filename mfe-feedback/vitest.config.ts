import { frontendProject } from '../vitest.frontend.ts';

export default frontendProject('mfe-feedback');
