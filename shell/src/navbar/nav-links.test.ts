import { UI_LABELS } from '@module-feedback/shared';
import { describe, expect, it } from 'vitest';
import { navLinks } from './nav-links';

const student = { username: 'alice', is_staff: false, studentId: 1 };
const staff = { username: 'bob', is_staff: true, studentId: null };
const labels = (state: Parameters<typeof navLinks>[0]) => navLinks(state).map((link) => link.label);

describe('navLinks', () => {
  it('shows a visitor the results and sign-in', () => {
    expect(navLinks({ loading: false, user: null })).toEqual([
      { to: '/results', label: 'Results' },
      { to: '/auth', label: UI_LABELS.signInUp },
    ]);
  });

  it('shows a student the feedback form but not sign-in or admin', () => {
    expect(navLinks({ loading: false, user: student })).toEqual([
      { to: '/results', label: 'Results' },
      { to: '/feedback', label: UI_LABELS.writeFeedback },
    ]);
  });

  it('shows staff the admin dashboard but not the feedback form', () => {
    expect(navLinks({ loading: false, user: staff })).toEqual([
      { to: '/results', label: 'Results' },
      { to: '/admin', label: UI_LABELS.adminDashboard },
    ]);
  });

  it('shows only results while the session is still loading', () => {
    expect(labels({ loading: true, user: null })).toEqual(['Results']);
    expect(labels({ loading: true, user: student })).toEqual(['Results']);
  });
});
