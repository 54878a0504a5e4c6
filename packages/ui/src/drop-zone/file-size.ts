const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** "512 B", "1.5 KB", "20 MB" (1 KB = 1,024 bytes, as operating systems show file sizes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}
