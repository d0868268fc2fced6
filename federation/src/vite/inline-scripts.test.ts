import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineClassicScripts } from './inline-scripts';

function workspaceWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('inlineClassicScripts', () => {
  it("writes a classic script of the app's own into the page, without its comment lines", () => {
    const workspace = workspaceWith({
      'src/theme/start.js':
        "// Why it runs early.\nvar theme = 'dark';\n  // A note.\nrun(theme); // kept\n",
    });
    const html = '<head>\n<script src="/src/theme/start.js"></script>\n<title>T</title></head>';
    expect(inlineClassicScripts(html, workspace)).toBe(
      "<head>\n<script>\nvar theme = 'dark';\nrun(theme); // kept\n</script>\n<title>T</title></head>",
    );
  });

  it('escapes a closing tag in the code, so the script element ends where it should', () => {
    const workspace = workspaceWith({ 'src/a.js': "document.write('</script>');\n" });
    expect(inlineClassicScripts('<script src="/src/a.js"></script>', workspace)).toBe(
      "<script>\ndocument.write('<\\/script>');\n</script>",
    );
  });

  it('leaves modules and scripts from elsewhere as they are', () => {
    const html =
      '<script type="module" src="/src/main.tsx"></script><script src="/vendor/x.js"></script>';
    expect(inlineClassicScripts(html, workspaceWith({}))).toBe(html);
  });
});
