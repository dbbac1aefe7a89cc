import { useMutation } from '@apollo/client/react';
import { fileToBase64 } from '../../../../lib/transfer';
import { graphql } from '../../../../gql';
import type { CreateServiceInput } from '../../../../gql/graphql';
import { placeService } from './service-cache';

export const CreateServiceDocument = graphql(`
  mutation CreateService($input: CreateServiceInput!) {
    createService(input: $input) {
      id
      ...AdminService
    }
  }
`);

export const UpdateServiceDocument = graphql(`
  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {
    updateService(id: $id, input: $input) {
      id
      ...AdminService
    }
  }
`);

export const UploadServiceImageDocument = graphql(`
  mutation UploadServiceImage($id: Int!, $file: FileUpload!) {
    uploadServiceImage(id: $id, file: $file) {
      id
      imageUrl
    }
  }
`);

export const RemoveServiceImageDocument = graphql(`
  mutation RemoveServiceImage($id: Int!) {
    removeServiceImage(id: $id) {
      id
      imageUrl
    }
  }
`);

/** What happens to the image on save: keep it, replace it with a file, or remove it. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export class ImageUploadError extends Error {
  constructor(override readonly cause: unknown) {
    super('image upload failed');
  }
}

/**
 * Creates or updates a service, then uploads or removes its image. The lists take the service from the
 * answers (`cache.modify`); nothing is refetched. An image failure after a saved service is its own error.
 */
export function useSaveService() {
  const [create, createState] = useMutation(CreateServiceDocument);
  const [update, updateState] = useMutation(UpdateServiceDocument);
  const [upload, uploadState] = useMutation(UploadServiceImageDocument);
  const [remove, removeState] = useMutation(RemoveServiceImageDocument);

  const save = async (id: number | null, input: CreateServiceInput, image: ImageChange, isActive = true) => {
    let savedId: number;
    if (id === null) {
      const { data } = await create({
        variables: { input },
        update: (cache, { data: answer }) => {
          if (answer) placeService(cache, { ...input, id: answer.createService.id, isActive: input.isActive ?? true });
        },
      });
      savedId = data!.createService.id;
    } else {
      await update({
        variables: { id, input },
        update: (cache) => placeService(cache, { id, ...input, isActive }),
      });
      savedId = id;
    }
    try {
      if (image.kind === 'replace')
        await upload({
          variables: {
            id: savedId,
            file: { fileName: image.file.name, contentBase64: await fileToBase64(image.file) },
          },
        });
      if (image.kind === 'remove') await remove({ variables: { id: savedId } });
    } catch (error) {
      throw new ImageUploadError(error);
    }
    return savedId;
  };
  return [
    save,
    { loading: createState.loading || updateState.loading || uploadState.loading || removeState.loading },
  ] as const;
}
