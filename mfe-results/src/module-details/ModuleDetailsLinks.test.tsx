import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  moduleDetailsUrl,
  setRuntimeConfig,
} from '@module-feedback/shared';
import { ModuleDetailsLinks } from './ModuleDetailsLinks';

const linksOn = (today: Date) => {
  render(<ModuleDetailsLinks code="COMP0001" latestYear={2025} today={today} />);
  return screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
};

const CATALOGUE = 'https://catalogue.example.ac.uk/{year}/{code}';
const latest = ['Module details 2025/26', 'https://catalogue.example.ac.uk/2025/COMP0001'];
const next = ['Module details 2026/27', 'https://catalogue.example.ac.uk/2026/COMP0001'];

describe('ModuleDetailsLinks', () => {
  beforeEach(() => setRuntimeConfig({ moduleDetailsUrl: CATALOGUE }));
  afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

  it("fills the site's configured URL template with the code and year", () => {
    setRuntimeConfig({ moduleDetailsUrl: 'https://catalogue.example.ac.uk/{code}?year={year}' });
    expect(linksOn(new Date(2026, 0, 1))).toEqual([
      ['Module details 2025/26', 'https://catalogue.example.ac.uk/COMP0001?year=2025'],
    ]);
  });

  it.each([
    ['1 March', new Date(2026, 2, 1, 0, 0)],
    ['15 May', new Date(2026, 4, 15, 12, 0)],
    ['31 August', new Date(2026, 7, 31, 23, 59)],
  ])('links to the latest and the next year on %s', (_, today) => {
    expect(linksOn(today)).toEqual([latest, next]);
  });

  it.each([
    ['28 February', new Date(2026, 1, 28, 23, 59)],
    ['1 September', new Date(2026, 8, 1, 0, 0)],
    ['1 January', new Date(2026, 0, 1, 9, 0)],
  ])('links to the latest year only on %s', (_, today) => {
    expect(linksOn(today)).toEqual([latest]);
  });

  it('opens the catalogue in a new tab without giving it this page', () => {
    linksOn(new Date(2026, 0, 1));
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no links, and no empty navigation, when the site has no catalogue', () => {
    setRuntimeConfig({ moduleDetailsUrl: '' });
    render(<ModuleDetailsLinks code="COMP0001" latestYear={2025} today={new Date(2026, 4, 1)} />);
    expect(screen.queryByRole('navigation', { name: 'Module details' })).not.toBeInTheDocument();
    expect(moduleDetailsUrl('COMP0001', 2025)).toBe('');
  });

  it('shows no links while there is no academic year', () => {
    render(<ModuleDetailsLinks code="COMP0001" latestYear={undefined} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
