import { currentLanguage } from './i18n';
import { accessToken, refreshSession } from './session';
import { TransferError } from './transfer-error';

export { TransferError };

/** The REST refusal an answer's body describes. */
const refusal = (status: number, body: unknown) => new TransferError(status, detailOf(body), codeOf(body));

/** The headers of a request to the server: the user's token if any, and the interface language for its messages. */
const requestHeaders = (token: string | null): Record<string, string> => ({
  'Accept-Language': currentLanguage(),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

export type UploadProgress = { loaded: number; total: number };

type UploadOptions = {
  /** The multipart field the server reads: `file` for a receipt or an image, `files` for attachments. */
  field: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function detailOf(body: unknown): string | null {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail) && typeof detail[0]?.msg === 'string') return detail[0].msg as string;
  return null;
}

function codeOf(body: unknown): string | null {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function send(url: string, file: File, token: string | null, { field, onProgress, signal }: UploadOptions) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(requestHeaders(token))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = () => reject(new TransferError(0, null));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}

/**
 * Sends one file to a REST upload route with the signed-in user's token, reporting the bytes sent as they
 * go (fetch cannot). An expired token is renewed once; the answer's `data` is returned.
 */
export async function uploadFile<Data = unknown>(url: string, file: File, options: UploadOptions): Promise<Data> {
  let answer = await send(url, file, await accessToken(), options);
  if (answer.status === 401 && (await refreshSession())) answer = await send(url, file, await accessToken(), options);
  if (answer.status < 200 || answer.status >= 300) throw refusal(answer.status, answer.body);
  return (answer.body as { data: Data }).data;
}

/** A file's bytes as base64, as a GraphQL upload (`FileUpload.contentBase64`) takes them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Saves a file the browser fetched as if the user had clicked a download link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A GET to the server with the signed-in user's token when there is one (renewed once if it expired) and the
 * interface language; a refusal becomes a TransferError with the server's text and code.
 */
export async function requestFromServer(url: string, { signedIn = true }: { signedIn?: boolean } = {}) {
  const get = async () => fetch(url, { headers: requestHeaders(signedIn ? await accessToken() : null) });
  let response: Response;
  try {
    response = await get();
    if (signedIn && response.status === 401 && (await refreshSession())) response = await get();
  } catch {
    throw new TransferError(0, null);
  }
  if (!response.ok) throw refusal(response.status, parse(await response.text()));
  return response;
}

/** Fetches a file's bytes (with the signed-in user's token when there is one), e.g. to preview it in the page. */
export async function fetchFile(url: string, options: { signedIn?: boolean } = {}): Promise<Blob> {
  return (await requestFromServer(url, options)).blob();
}

/** Fetches a file (with the signed-in user's token when there is one) and saves it under the given name. */
export async function downloadFile(url: string, fileName: string, options: { signedIn?: boolean } = {}) {
  saveFile(await fetchFile(url, options), fileName);
}
