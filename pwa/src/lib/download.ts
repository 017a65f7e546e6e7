/** Hands `blob` to the browser as a file it downloads, named `fileName` (an export, a QR image). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
