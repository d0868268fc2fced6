import react from '@vitejs/plugin-react';
import { shellViteConfig } from '@module-feedback/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(shellViteConfig(new URL('.', import.meta.url), [react()]));
