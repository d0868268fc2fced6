import react from '@vitejs/plugin-react';
import { remoteViteConfig } from '@module-feedback/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig(new URL('.', import.meta.url), [react()]));
