/**
 * `attachment` with the file's real name (RFC 6266 / RFC 5987): `filename*` keeps Arabic names in
 * UTF-8, `filename` is an ASCII stand-in for old clients.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
