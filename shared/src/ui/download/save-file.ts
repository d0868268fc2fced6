// Saves a downloaded file under a name: files come through the API client (which adds the
// session's token), so the browser's own download is started from the blob. The link is in
// the document while it is clicked, which every browser honours.
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, when the browser has the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
