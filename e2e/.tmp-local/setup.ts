import type { TestProject } from 'vitest/node';
export default function setup(project: TestProject) {
  project.provide('baseUrl', 'http://127.0.0.1:18410');
  project.provide('staffCredentials', { username: 'e2e-staff', password: 'e2e-staff-password-1' });
}
