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
  // Link the theme's PrimeReact stylesheet now, fetched and parsed while the app's scripts
  // arrive; the first paint waits for it (blocking="render"). Ahead of the app's own
  // stylesheets, which come later in <head>, so their corrections to the theme win. The app
  // swaps its address when the theme changes (src/theme/theme-stylesheet.ts, the element's
  // id). The build lists the stylesheets.
  try {
    var files = JSON.parse(document.getElementById('theme-stylesheets').textContent);
    if (typeof files[theme] === 'string') {
      var link = document.createElement('link');
      link.id = 'theme-stylesheet';
      link.rel = 'stylesheet';
      link.setAttribute('blocking', 'render');
      link.href = '/' + files[theme];
      document.head.appendChild(link);
    }
  } catch {
    // no list (a development server): the app links the stylesheet itself
  }
})();
