// Saves a downloaded file under a name: the CSV comes through the API client (which adds the
// session's token), so the browser's own download is started from the blob.
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked after the click has been handled, when the browser has the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
