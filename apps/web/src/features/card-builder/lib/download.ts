/** The canvas as a PNG file. Throws when the browser refuses (a canvas with another site's picture on it). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), 'image/png');
    } catch (error) {
      reject(error instanceof Error ? error : new Error('encode'));
    }
  });
}

/** How long the file's address stays valid: long enough for the browser to start saving it. */
const REVOKE_AFTER_MS = 60_000;

/** Hands a file to the browser's download, as a link with a file name would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
