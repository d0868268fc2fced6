// Characters that reorder how a text is shown, refused in every text and name people write.

/**
 * Explicit bidirectional formatting: embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069). They can show a text's characters in another order than they are
 * stored ("\u202Esehguh" reads as "hughes"), so no text or name may contain them. The
 * marks LRM, RLM and ALM only steer neutral characters and stay allowed.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** True when the text holds a bidirectional embedding, override or isolate control. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}
