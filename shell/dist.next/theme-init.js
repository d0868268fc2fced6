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
  // Start fetching the theme's PrimeReact stylesheet now, with the app's scripts; the app links
  // it (src/theme/theme-stylesheet.ts) once its code runs. The build lists the stylesheets.
  try {
    var files = JSON.parse(document.getElementById('theme-stylesheets').textContent);
    if (typeof files[theme] === 'string') {
      var preload = document.createElement('link');
      preload.rel = 'preload';
      preload.setAttribute('as', 'style');
      preload.href = '/' + files[theme];
      document.head.appendChild(preload);
    }
  } catch {
    // no list (a development server): the app fetches the stylesheet itself
  }
})();
