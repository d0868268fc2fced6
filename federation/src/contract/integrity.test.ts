import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha384Integrity } from './integrity';

describe('sha384Integrity', () => {
  it('is the subresource-integrity form of the bytes sha384', async () => {
    const bytes = Buffer.from('export const x = 1;\n');
    const expected = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
    expect(await sha384Integrity(bytes)).toBe(expected);
    expect(
      await sha384Integrity(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
    ).toBe(expected);
    expect(await sha384Integrity(Buffer.from('export const x = 2;\n'))).not.toBe(expected);
  });
});
