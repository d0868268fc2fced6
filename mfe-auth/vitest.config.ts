import { frontendProject } from '../vitest.frontend';

export default frontendProject('mfe-auth');
