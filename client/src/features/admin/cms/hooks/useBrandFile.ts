import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../../gql';
import { AdminCmsContentFragmentDoc } from './cms-content';
import { writeCmsToPublicConfig } from './public-config';

export const UploadLogoDocument = graphql(`
  mutation UploadLogo($file: FileUpload!) {
    uploadLogo(file: $file) {
      ...AdminCmsContent
    }
  }
`);

export const UploadFaviconDocument = graphql(`
  mutation UploadFavicon($file: FileUpload!) {
    uploadFavicon(file: $file) {
      ...AdminCmsContent
    }
  }
`);

export const RemoveLogoDocument = graphql(`
  mutation RemoveLogo {
    removeLogo {
      ...AdminCmsContent
    }
  }
`);

export const RemoveFaviconDocument = graphql(`
  mutation RemoveFavicon {
    removeFavicon {
      ...AdminCmsContent
    }
  }
`);

export type BrandKind = 'logo' | 'favicon';

/** The file's bytes as base64, as the GraphQL upload takes them. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Uploads or removes the logo or the favicon; the answer updates the content and the public configuration. */
export function useBrandFile(kind: BrandKind) {
  const update = {
    update(cache: Parameters<typeof writeCmsToPublicConfig>[0], { data }: { data?: Record<string, unknown> | null }) {
      const answer = data && Object.values(data)[0];
      if (answer) writeCmsToPublicConfig(cache, getFragmentData(AdminCmsContentFragmentDoc, answer as never));
    },
  };
  const [uploadLogo, logoState] = useMutation(UploadLogoDocument, update);
  const [uploadFavicon, faviconState] = useMutation(UploadFaviconDocument, update);
  const [removeLogo, removeLogoState] = useMutation(RemoveLogoDocument, update);
  const [removeFavicon, removeFaviconState] = useMutation(RemoveFaviconDocument, update);

  const upload = async (file: File) => {
    const variables = { file: { fileName: file.name, contentBase64: await toBase64(file) } };
    await (kind === 'logo' ? uploadLogo({ variables }) : uploadFavicon({ variables }));
  };
  const remove = async () => {
    await (kind === 'logo' ? removeLogo() : removeFavicon());
  };
  const loading =
    kind === 'logo' ? logoState.loading || removeLogoState.loading : faviconState.loading || removeFaviconState.loading;
  return { upload, remove, loading };
}
