// This remote on its own page, without the shell.
import { mountStandalone } from '../../federation/remote-standalone';
import { App } from './App';

mountStandalone(App);
