import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';

/** A stored public image (service image, logo, favicon) ready to be sent. */
export type OpenedImage = { stream: Readable; size: number; mimeType: string; version: string };

/**
 * A storage key for a new upload whose file name is its version: a fresh name for every upload, so
 * the `?v=` in the image URL changes exactly when the image does.
 */
export function newImageKey(folder: string, extension: string) {
  return `${folder}/${randomUUID().replace(/-/g, '').slice(0, 16)}.${extension}`;
}

export const imageVersion = (key: string) => key.slice(key.lastIndexOf('/') + 1).split('.')[0];

/**
 * Sends an image with caching headers: a URL carrying the current version (`?v=`) is cached for a
 * year, anything else is revalidated with its ETag (304 when unchanged).
 */
export function sendImage(request: Request, response: Response, image: OpenedImage): StreamableFile | undefined {
  const etag = `"${image.version}"`;
  response.setHeader('ETag', etag);
  response.setHeader(
    'Cache-Control',
    request.query.v === image.version ? 'public, max-age=31536000, immutable' : 'public, no-cache',
  );
  if (request.headers['if-none-match'] === etag) {
    image.stream.destroy();
    response.status(304);
    return undefined;
  }
  return new StreamableFile(image.stream, { type: image.mimeType, length: image.size });
}
