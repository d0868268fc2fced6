// Who made the product, shown in the navbar and footer. The server fills them in config.json
// (its own credits unless the deployer names others); a credit left empty is left out.

export interface SiteConfig {
  productName: string;
  developer: string;
  repositoryUrl: string;
  supervisor: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  productName: 'Module Feedback',
  developer: '',
  repositoryUrl: '',
  supervisor: '',
};
