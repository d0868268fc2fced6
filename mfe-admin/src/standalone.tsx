// This remote on its own page, without the shell.
import { mountStandalone } from '@module-feedback/federation/standalone';
import { App } from './App';

mountStandalone(App);
