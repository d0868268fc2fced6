import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteConfigContext } from '../config/site-context';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../config/site-config';
import { Footer } from './Footer';

const CREDITED: SiteConfig = {
  productName: 'Course Voice',
  developer: 'Ada',
  repositoryUrl: 'https://git.example.org/cv',
  supervisor: 'Dr Grace',
};

function renderFooter(site: SiteConfig, year?: number) {
  render(
    <SiteConfigContext.Provider value={site}>
      <Footer year={year} />
    </SiteConfigContext.Provider>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it('credits developer and supervisor, links the source and shows the year', () => {
    const footer = renderFooter(CREDITED, 2031);
    expect(footer).toHaveTextContent('Course Voice · Developed by Ada · Source code');
    expect(footer).toHaveTextContent('Supervised by Dr Grace');
    expect(footer).toHaveTextContent('© 2031 Course Voice');
    expect(screen.getByRole('link', { name: 'Source code' })).toHaveAttribute(
      'href',
      'https://git.example.org/cv',
    );
  });

  it('shows the current year by default', () => {
    expect(renderFooter(CREDITED)).toHaveTextContent(`© ${new Date().getFullYear()} Course Voice`);
  });

  it('leaves out each credit that is not configured, never a placeholder', () => {
    const footer = renderFooter({ ...CREDITED, developer: '', supervisor: '' });
    expect(footer).toHaveTextContent(/^Course Voice · Source code/);
    expect(footer).not.toHaveTextContent('Developed by');
    expect(footer).not.toHaveTextContent('Supervised by');
  });

  it('shows only the name and the copyright line when no credit is configured', () => {
    const bare = renderFooter(DEFAULT_SITE_CONFIG, 2031);
    expect(bare).toHaveTextContent('Module Feedback© 2031 Module Feedback');
    expect(screen.queryByRole('link', { name: 'Source code' })).not.toBeInTheDocument();
  });
});
