import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteConfigContext } from '../config/site-context';
import { DEFAULT_SITE_CONFIG } from '../config/site-config';
import { Footer } from './Footer';

describe('Footer', () => {
  it('credits developer and supervisor, links the source and shows the current year', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`Developed by ${DEFAULT_SITE_CONFIG.developer}`);
    expect(footer).toHaveTextContent(`Supervised by ${DEFAULT_SITE_CONFIG.supervisor}`);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Module Feedback`);
    expect(screen.getByRole('link', { name: 'Source code' })).toHaveAttribute(
      'href',
      DEFAULT_SITE_CONFIG.repositoryUrl,
    );
  });

  it('takes its texts from the site config', () => {
    const site = {
      productName: 'Course Voice',
      developer: 'Ada',
      repositoryUrl: 'https://git.example.org/cv',
      supervisor: 'Dr Grace',
    };
    render(
      <SiteConfigContext.Provider value={site}>
        <Footer year={2031} />
      </SiteConfigContext.Provider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Course Voice · Developed by Ada');
    expect(footer).toHaveTextContent('Supervised by Dr Grace');
    expect(footer).toHaveTextContent('© 2031 Course Voice');
    expect(screen.getByRole('link', { name: 'Source code' })).toHaveAttribute(
      'href',
      'https://git.example.org/cv',
    );
  });
});
