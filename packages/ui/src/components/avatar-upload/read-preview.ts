/** A displayable URL for a picked file, and how to free it. */
export interface FilePreview {
  url: string;
  revoke: () => void;
}

/**
 * An object URL where the platform has one (instant, no copy); otherwise a data
 * URL read with FileReader (older webviews, jsdom).
 */
export function readPreview(file: File): Promise<FilePreview> {
  if (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function') {
    const url = URL.createObjectURL(file);
    return Promise.resolve({ url, revoke: () => URL.revokeObjectURL(url) });
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ url: String(reader.result), revoke: () => {} });
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}
