// Runs before every frontend test file.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a screen imports when first shown (shared's table imports PrimeReact's DataTable)
// can take the test runner a while to prepare the first time, on a busy machine a second or
// more: waiting for something to appear allows for that, beyond the library's one second.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Screens that keep their state in the address start each test from a plain one.
  window.history.replaceState(null, '', '/');
});

// jsdom has no matchMedia; PrimeReact and the theme code ask it. Tests that care about
// the system theme replace it with their own.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
