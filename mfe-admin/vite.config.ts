import react from '@vitejs/plugin-react';
import { remoteViteConfig } from '@module-feedback/federation/vite';
import { defineConfig } from 'vite';
import { STARTUP_DATA } from './src/startup-data';

export default defineConfig(
  remoteViteConfig(new URL('.', import.meta.url), [react()], { startupData: STARTUP_DATA }),
);
