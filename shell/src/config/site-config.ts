// Who made the product, shown in the navbar and footer. Deployers override any field
// under "site" in config.json.

export interface SiteConfig {
  productName: string;
  developer: string;
  repositoryUrl: string;
  supervisor: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  productName: 'Module Feedback',
  developer: 'the Module Feedback team',
  repositoryUrl: 'https://github.com/module-feedback/module-feedback',
  supervisor: 'the project supervisor',
};
