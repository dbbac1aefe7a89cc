import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { pageItemModel, RestOutput, RestPageMeta } from '../output/rest-output.js';

/** `{ "message": "…" }`: an Arabic sentence to show the user. */
export class MessageResponse {
  @ApiProperty() message: string;
}

type ResponseOptions = { status?: number; description?: string };
type Scalar = 'boolean' | 'string';

const dataSchema = (model: Type | [Type] | Scalar) => {
  if (typeof model === 'string') return { type: model };
  if (Array.isArray(model)) return { type: 'array', items: { $ref: getSchemaPath(model[0]) } };
  return { $ref: getSchemaPath(model) };
};

const modelsOf = (model: Type | [Type] | Scalar): Type[] =>
  typeof model === 'string' ? [] : Array.isArray(model) ? model : [model];

/** A success answer `{ "data": <model> }` (a model, a list of models, or `true`), with `meta` when a model of it is given. */
export const ApiData = (
  model: Type | [Type] | Scalar,
  { status = 200, description, meta }: ResponseOptions & { meta?: Type } = {},
) =>
  applyDecorators(
    ApiExtraModels(...modelsOf(model), ...(meta ? [meta] : [])),
    ApiResponse({
      status,
      description,
      schema: {
        type: 'object',
        required: meta ? ['data', 'meta'] : ['data'],
        properties: { data: dataSchema(model), ...(meta && { meta: { $ref: getSchemaPath(meta) } }) },
      },
    }),
  );

/** A REST list `{ "data": [<item>], "meta": { total, page, page_size, … } }` of a GraphQL page model (see toRestPage). */
export const ApiPage = (pageModel: Type, { description }: ResponseOptions = {}) => {
  const item = RestOutput(pageItemModel(pageModel));
  const meta = RestPageMeta(pageModel);
  return applyDecorators(
    ApiExtraModels(item, meta),
    ApiResponse({
      status: 200,
      description,
      schema: {
        type: 'object',
        required: ['data', 'meta'],
        properties: {
          data: { type: 'array', items: { $ref: getSchemaPath(item) } },
          meta: { $ref: getSchemaPath(meta) },
        },
      },
    }),
  );
};

/** A file answered as its bytes (a download). */
export const ApiFile = (mimeTypes: string[], description: string) =>
  ApiResponse({
    status: 200,
    description,
    content: Object.fromEntries(mimeTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  });
