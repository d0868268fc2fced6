// The shell's build lists its PrimeReact theme stylesheets (theme → file relative to the shell's
// root) in index.html, in a `<script type="application/json">` with this id: the shell's
// theme-init.js, which picks the visitor's theme before the first paint, preloads that one.
export const THEME_STYLESHEETS_ELEMENT_ID = 'theme-stylesheets';
