import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * What a feature adds to the OpenAPI document beyond its routes (the webhooks' event payloads): registered when
 * the feature's module is loaded, applied once the document is generated, so the bootstrap knows no feature.
 */
const extensions: ((document: OpenAPIObject) => void)[] = [];

export function extendOpenApiDocument(extension: (document: OpenAPIObject) => void) {
  extensions.push(extension);
}

export function applyOpenApiExtensions(document: OpenAPIObject) {
  for (const extension of extensions) extension(document);
}
