import { frontendProject } from '../vitest.frontend';

export default frontendProject('shell');
