import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteViteConfig } from '../federation/vite.ts';

export default defineConfig(remoteViteConfig('mfe-results', [react()]));
