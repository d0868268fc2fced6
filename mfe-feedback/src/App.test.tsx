// The section shows the page its address names, and follows the address as it changes.
import { setSession } from '@module-feedback/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announceLocationChange,
  ownFeedbackApi,
  academicYearApi,
  moduleApi,
} from '@module-feedback/shared';
import { App } from './App';
import { ownEntry } from './own-feedback/test-entries';
import { listedYear } from './form/test-years';

beforeEach(() => {
  setSession({
    loading: false,
    user: { username: 'ada', is_staff: false, studentId: 1 },
    tokens: null,
  });
  vi.mocked(moduleApi.list).mockResolvedValue([
    { id: 1, code: 'CS3001', title: 'Compilers', lecturersNames: null },
  ]);
  vi.mocked(academicYearApi.list).mockResolvedValue([listedYear(12, 2025)]);
  vi.mocked(ownFeedbackApi.list).mockResolvedValue([ownEntry()]);
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the feedback section', () => {
  it('shows My feedback, the form and the form editing an entry by address', async () => {
    window.history.replaceState(null, '', '/feedback/mine');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'My feedback' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: /CS3001/ })).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/feedback');
      announceLocationChange();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Write a Feedback' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/feedback?edit=7');
      announceLocationChange();
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Edit your feedback' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
