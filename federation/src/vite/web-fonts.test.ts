import { describe, expect, it } from 'vitest';
import { SYSTEM_FONT_STACK, systemFontInsteadOfInter, woff2Only } from './web-fonts';

const PRIMEICONS_FACE = `@font-face {
    font-family: 'primeicons';
    font-display: block;
    src: url('./fonts/primeicons.eot');
    src: url('./fonts/primeicons.eot?#iefix') format('embedded-opentype'), url('./fonts/primeicons.woff2') format('woff2'), url('./fonts/primeicons.woff') format('woff');
    font-weight: normal;
}
.pi { font-family: 'primeicons'; }`;

describe('woff2Only', () => {
  it('keeps only the woff2 source of a face and every other declaration', () => {
    const css = woff2Only(PRIMEICONS_FACE);
    expect(css).toContain("src: url('./fonts/primeicons.woff2') format('woff2')");
    expect(css).not.toMatch(/\.eot|\.woff'|embedded-opentype/);
    expect(css).toContain('font-display: block');
    expect(css).toContain('font-weight: normal');
    expect(css).toContain(".pi { font-family: 'primeicons'; }");
  });

  it('leaves a face without a woff2 source alone', () => {
    const face = "@font-face { font-family: x; src: url('x.ttf') format('truetype'); }";
    expect(woff2Only(face)).toBe(face);
  });
});

describe('systemFontInsteadOfInter', () => {
  const theme = `:root { font-family: "Inter var", sans-serif; --font-family: "Inter var", sans-serif; }
@font-face { font-family: "Inter var"; font-style: normal; src: url("./fonts/InterVariable.woff2") format("woff2"); }
@font-face { font-family: "Other"; src: url("./other.woff2") format("woff2"); }
.p-component { font-family: var(--font-family); }`;

  it('drops the Inter faces and names the system font stack instead', () => {
    const css = systemFontInsteadOfInter(theme);
    expect(css).not.toContain('Inter');
    expect(css).toContain(`--font-family: ${SYSTEM_FONT_STACK};`);
    expect(css).toContain(`:root { font-family: ${SYSTEM_FONT_STACK};`);
  });

  it('keeps other faces and rules', () => {
    const css = systemFontInsteadOfInter(theme);
    expect(css).toContain('font-family: "Other"');
    expect(css).toContain('.p-component { font-family: var(--font-family); }');
  });
});
