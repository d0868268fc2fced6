import { describe, expect, it } from 'vitest';
import { PRODUCT_CREDITS, repositoryPage, runtimeConfig } from './runtime-config';

const REPOSITORY = 'https://git.example.org/team/module-feedback';

describe('runtimeConfig', () => {
  it("credits the product's team and repository when nothing is configured, and no catalogue", () => {
    expect(runtimeConfig({}, {}, REPOSITORY)).toEqual({
      site: { ...PRODUCT_CREDITS, repositoryUrl: REPOSITORY },
    });
    expect(runtimeConfig({}, {}, undefined)).toEqual({ site: PRODUCT_CREDITS });
  });

  it('takes the variables over the file, and the file over the defaults', () => {
    const file = {
      apiBaseUrl: 'https://api.example.org',
      moduleDetailsUrl: 'https://file.example.org/{code}',
      site: { productName: 'Course Voice', supervisor: 'Dr Grace', developer: 'Ada' },
    };
    const config = runtimeConfig(
      {
        SITE_DEVELOPER: ' Lin ',
        SITE_REPOSITORY_URL: 'https://code.example.org/lin/cv',
        MODULE_DETAILS_URL: 'https://catalogue.example.ac.uk/{year}/{code}',
        SITE_LOCALE: 'en-us',
        SITE_SUPERVISOR: '',
      },
      file,
      REPOSITORY,
    );
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.org',
      moduleDetailsUrl: 'https://catalogue.example.ac.uk/{year}/{code}',
      locale: 'en-US',
      site: {
        productName: 'Course Voice',
        developer: 'Lin',
        repositoryUrl: 'https://code.example.org/lin/cv',
        supervisor: 'Dr Grace',
      },
    });
  });

  it('lets the file leave a credit out with an empty value', () => {
    expect(runtimeConfig({}, { site: { supervisor: '' } }, REPOSITORY).site).toMatchObject({
      supervisor: '',
    });
  });

  it('refuses malformed variables, naming them', () => {
    expect(() => runtimeConfig({ SITE_REPOSITORY_URL: 'javascript:alert(1)' }, {})).toThrow(
      /SITE_REPOSITORY_URL: "javascript:alert\(1\)" is not an http or https address/,
    );
    expect(() => runtimeConfig({ MODULE_DETAILS_URL: 'https://c.example.org/m' }, {})).toThrow(
      /MODULE_DETAILS_URL: .* has no \{code\}/,
    );
    expect(() => runtimeConfig({ MODULE_DETAILS_URL: 'ftp://c.example.org/{code}' }, {})).toThrow(
      /MODULE_DETAILS_URL: .* is not an http or https address/,
    );
    expect(() => runtimeConfig({ SITE_LOCALE: 'not a locale' }, {})).toThrow(
      /SITE_LOCALE: "not a locale" is not a locale such as en-GB/,
    );
  });
});

describe('repositoryPage', () => {
  it("reads package.json's repository as a page to open", () => {
    expect(repositoryPage({ repository: { type: 'git', url: `git+${REPOSITORY}.git` } })).toBe(
      REPOSITORY,
    );
    expect(repositoryPage({ repository: REPOSITORY })).toBe(REPOSITORY);
    expect(repositoryPage({ repository: 'git@example.org:team/x.git' })).toBeUndefined();
    expect(repositoryPage({})).toBeUndefined();
  });
});
