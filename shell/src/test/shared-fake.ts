// Shared's fake as the shell's tests use it, with a student and a staff member to sign in as.
// Import it first in a test file, before anything that imports '@module-feedback/shared'. The
// shell registers its own router, so navigation goes through the shell as in the app.
import type { CurrentUser } from '@module-feedback/shared';
import { fakeShared, setSession } from '@module-feedback/shared/testing';

export { fakeShared, setSession };

export const STUDENT: CurrentUser = { username: 'alice', is_staff: false, studentId: 1000001 };
export const STAFF: CurrentUser = { username: 'bob', is_staff: true, studentId: null };
