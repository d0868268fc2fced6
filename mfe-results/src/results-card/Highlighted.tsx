// A review with the words of the active filter marked. Texts are only ever rendered as text.
import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches any of the words or phrases as whole words, longest first, in any case and with any
 * white space between a phrase's words; undefined when there is nothing to match.
 */
export function matcherOf(matches: readonly string[]): RegExp | undefined {
  const alternatives = [...matches]
    .filter((match) => match.trim() !== '')
    .sort((a, b) => b.length - a.length)
    .map((match) => match.trim().split(/\s+/).map(escapeRegExp).join('\\s+'));
  if (alternatives.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

export function Highlighted({ text, matcher }: { text: string; matcher: RegExp | undefined }) {
  if (!matcher) return <>{text}</>;
  const pieces: Array<{ text: string; marked: boolean }> = [];
  let last = 0;
  for (const found of text.matchAll(matcher)) {
    pieces.push({ text: text.slice(last, found.index), marked: false });
    pieces.push({ text: found[0], marked: true });
    last = found.index + found[0].length;
  }
  pieces.push({ text: text.slice(last), marked: false });
  return (
    <>
      {pieces.map((piece, i) =>
        piece.marked ? (
          <mark key={i} className="mr-match">
            {piece.text}
          </mark>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
