// Subresource-integrity hashes ("sha384-<base64>") with the Web Crypto API, which the
// browser and Node both have: the build, the deploy command and the shell hash alike.

export async function sha384Integrity(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', new Uint8Array(bytes)));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}
