import '../test/mock-chart';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartWhenVisible } from './ChartWhenVisible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let notify: Callback | undefined;

class FakeIntersectionObserver {
  constructor(callback: Callback) {
    notify = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  notify = undefined;
});

describe('ChartWhenVisible', () => {
  it('draws nothing until the chart nears the viewport, keeping its text alternative', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<ChartWhenVisible type="bar" data={{}} ariaLabel="Ratings: 5: 2" />);
    expect(screen.getByRole('img', { name: 'Ratings: 5: 2' }).tagName).toBe('DIV');
    act(() => notify?.([{ isIntersecting: false }]));
    expect(screen.getByRole('img').tagName).toBe('DIV');
    act(() => notify?.([{ isIntersecting: true }]));
    expect(screen.getByRole('img', { name: 'Ratings: 5: 2' }).tagName).toBe('CANVAS');
  });

  it("keeps the chart's size while waiting: its class and style go to the placeholder", () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(
      <ChartWhenVisible
        type="bar"
        data={{}}
        ariaLabel="Ratings"
        className="mr-chart mr-chart--trend"
        style={{ width: '10rem' }}
      />,
    );
    const placeholder = screen.getByRole('img', { name: 'Ratings' });
    expect(placeholder).toHaveClass('mr-chart', 'mr-chart--trend');
    expect(placeholder).toHaveStyle({ width: '10rem' });
  });

  it('draws at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ChartWhenVisible type="bar" data={{}} ariaLabel="Ratings" />);
    expect(screen.getByRole('img', { name: 'Ratings' }).tagName).toBe('CANVAS');
  });
});
