/**
 * Hands a downloaded file to the browser under a name: a fetch with the bearer token cannot be a
 * plain link, so the answer goes through a short-lived blob URL.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
