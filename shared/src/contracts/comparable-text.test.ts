// The contract both sides rely on: client and server import these very functions, so what
// counts as "the same word" or "a look-alike" cannot differ between them.
import { describe, expect, it } from 'vitest';
import { hasBidiControl } from './bidi-controls';
import { foldText, lookAlikeKeys, stripInvisibles } from './comparable-text';

const shareAKey = (a: string, b: string) =>
  lookAlikeKeys(a).some((key) => lookAlikeKeys(b).includes(key));

describe('foldText', () => {
  it.each([
    ['full-width letters', 'Ｈｕｇｈｅｓ'],
    ['mathematical bold letters', '𝐇𝐮𝐠𝐡𝐞𝐬'],
    ['a circled letter', 'Ⓗughes'],
    ['a zero-width space', 'Hu\u200Bghes'],
    ['a zero-width joiner and a soft hyphen', 'Hu\u200Dgh\u00ADes'],
    ['a word joiner and a byte-order mark', '\uFEFFHug\u2060hes'],
    ['a combining accent', 'Hughe\u0301s'],
    ['a precomposed accent', 'Hughés'],
    ['capitals', 'HUGHES'],
  ])('reads %s as the plain word', (_, variant) => {
    expect(foldText(variant)).toBe('hughes');
  });

  it('folds case fully, beyond lower-casing', () => {
    expect(foldText('STRASSE')).toBe(foldText('Straße'));
    expect(foldText('İstanbul')).toBe('istanbul');
  });

  it('keeps what a reader tells apart', () => {
    expect(foldText('Hughes')).not.toBe(foldText('Hughs'));
    expect(foldText('Li')).not.toBe(foldText('Lim'));
  });
});

describe('stripInvisibles', () => {
  it('drops invisible characters and accents but keeps case', () => {
    expect(stripInvisibles('Ｈu\u200Bghe\u0301s')).toBe('Hughes');
  });
});

describe('lookAlikeKeys', () => {
  it.each([
    ['a Cyrillic а', 'аdmin', 'admin'],
    ['a Cyrillic capital А among capitals', 'АDMIN', 'admin'],
    ['a Cyrillic е', 'Hughеs', 'Hughes'],
    ['a Greek capital Η', 'Ηenry', 'henry'],
    ['Greek capitals beside a Latin I', 'SMIΤΗ', 'smith'],
    ['a Greek ο', 'Jοnes', 'jones'],
    ['digits for letters', 'j0hn', 'john'],
    ['different case', 'HENRY', 'henry'],
    ['full-width letters', 'ａｄｍｉｎ', 'admin'],
    ['small capitals', 'ᴀᴅᴍɪɴ', 'admin'],
    ['small capitals among small letters', 'ʜᴜɢʜᴇꜱ', 'Hughes'],
    ['an accent', 'Admín', 'admin'],
    ['a capital I for an l', 'EIeanor', 'Eleanor'],
    ['a zero-width joiner', 'ad\u200Dmin', 'admin'],
  ])('gives %s the key of its Latin twin', (_, lookAlike, original) => {
    expect(shareAKey(lookAlike, original)).toBe(true);
  });

  it.each([
    ['admin', 'administrator'],
    ['alice', 'alicia'],
    ['иван', 'ivan'],
    ['student01', 'student10'],
    ['all', 'Ali'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(shareAKey(a, b)).toBe(false);
  });
});

describe('hasBidiControl', () => {
  it.each([
    ['a right-to-left override', '\u202Esehguh'],
    ['a left-to-right embedding', '\u202Ahi\u202C'],
    ['a right-to-left isolate', 'x\u2067y\u2069'],
    ['a first-strong isolate', '\u2068x'],
  ])('finds %s', (_, text) => {
    expect(hasBidiControl(text)).toBe(true);
  });

  it('lets plain text and the direction marks through', () => {
    expect(hasBidiControl('Great labs.')).toBe(false);
    expect(hasBidiControl('שלום\u200F!')).toBe(false);
  });
});
