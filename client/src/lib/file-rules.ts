/** The server's rules (decisions section 7), checked here first so a refused file never leaves the browser. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_ORDER = 10;
export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const EXTENSION = /\.(pdf|jpe?g|png)$/i;

/** Why a chosen file cannot be sent, or null; the type by its declared type or, when the browser gives none, its name. */
export function fileProblem(file: File): 'type' | 'size' | null {
  const typed = file.type ? (ACCEPTED_TYPES as readonly string[]).includes(file.type) : EXTENSION.test(file.name);
  if (!typed) return 'type';
  if (file.size > MAX_FILE_BYTES) return 'size';
  return null;
}
