// Runs in <head> before the first paint, ahead of the app bundle: marks <html> with the
// theme the app will use, so a dark-mode visitor never sees a white flash. The rule is the
// one in src/theme/theme-mode.ts (kept tiny here because it must not wait for the bundle).
(function () {
  var theme = 'light';
  try {
    var mode = localStorage.getItem('themeMode');
    if (mode === 'light' || mode === 'dark') theme = mode;
    else theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    // storage blocked: keep light
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
