import { fakeShared } from '../test/shared-fake';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultsOverviewModule } from '@module-feedback/shared';
import { ResultsOverview } from '../overview/ResultsOverview';
import { selectForComparison } from './OverviewSelection';

const row = (code: string, title: string): ResultsOverviewModule => ({
  code,
  title,
  responses: 2,
  averages: { material: 3, assessment: 3 },
});

const ROWS = [
  row('COMP0001', 'Machine Learning'),
  row('COMP0002', 'Compilers'),
  row('MATH0003', 'Applied Machine Intelligence'),
  row('PHYS0004', 'Optics'),
];

const box = (code: string) => screen.getByRole('checkbox', { name: selectForComparison(code) });
const compare = () => screen.getByRole('button', { name: 'Compare' });

beforeEach(() => {
  vi.clearAllMocks();
  fakeShared.resultsOverviewApi.ofYear.mockResolvedValue(ROWS);
});

describe('choosing modules to compare in the overview', () => {
  // Many clicks, each a render of the whole table: slow on a busy machine.
  it(
    'compares two or three ticked modules, never more, without opening a ticked row',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      render(<ResultsOverview year={2025} aspects={['material', 'assessment']} />);
      await screen.findByRole('table', { name: 'All modules in 2025/26' });
      expect(screen.getByRole('status')).toHaveTextContent(
        'Select two or three modules to compare them.',
      );
      expect(compare()).toBeDisabled();

      await user.click(box('COMP0002'));
      expect(screen.getByRole('status')).toHaveTextContent(
        '1 module selected: select one or two more to compare.',
      );
      expect(compare()).toBeDisabled();
      await user.click(box('COMP0001'));
      expect(compare()).toBeEnabled();
      await user.click(box('PHYS0004'));
      expect(screen.getByRole('status')).toHaveTextContent(
        '3 modules selected, the most a comparison shows.',
      );
      expect(box('MATH0003')).toBeDisabled();
      // Ticking is not a click on the row: no module's results opened.
      expect(fakeShared.navigator).not.toHaveBeenCalled();

      await user.click(box('COMP0001'));
      expect(box('MATH0003')).toBeEnabled();
      await user.click(box('MATH0003'));
      await user.click(compare());
      expect(fakeShared.navigator).toHaveBeenCalledWith(
        '/results/compare?year=2025&modules=COMP0002,PHYS0004,MATH0003',
      );
    },
  );

  it('ticks with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ResultsOverview year={2025} aspects={['material', 'assessment']} />);
    await screen.findByRole('table', { name: 'All modules in 2025/26' });
    box('COMP0001').focus();
    await user.keyboard(' ');
    box('MATH0003').focus();
    await user.keyboard(' ');
    expect(box('COMP0001')).toBeChecked();
    expect(box('MATH0003')).toBeChecked();
    compare().focus();
    await user.keyboard('{Enter}');
    expect(fakeShared.navigator).toHaveBeenCalledWith(
      '/results/compare?year=2025&modules=COMP0001,MATH0003',
    );
  });
});
