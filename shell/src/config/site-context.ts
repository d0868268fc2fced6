import { createContext, useContext } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './site-config';

export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);
