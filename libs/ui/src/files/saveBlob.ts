/**
 * Saves a Blob as a file in the browser: an object URL clicked through a temporary link, released
 * afterwards (the file is fetched with the bearer token, so a plain link cannot carry it): exports,
 * certificates, a school's ZIP.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // some browsers start the download after the click returns
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
