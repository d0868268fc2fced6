// Inline styles: a remote's CSS files are not reliably injected by module federation.

/** Inputs span their form's width, so the forms read well from 375 px phones upwards. */
export const FULL_WIDTH = { width: '100%' } as const;
