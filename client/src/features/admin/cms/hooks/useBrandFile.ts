import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../../gql';
import { AdminCmsContentFragmentDoc } from './cms-content';
import { storeSavedCms } from './cms-cache';
import { fileToBase64 } from '../../../../lib/transfer';

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

/** Uploads or removes the logo or the favicon; the answer (the Arabic content) updates the editor and the public pages. */
export function useBrandFile(kind: BrandKind) {
  const update = {
    update(cache: Parameters<typeof storeSavedCms>[0], { data }: { data?: Record<string, unknown> | null }) {
      const answer = data && Object.values(data)[0];
      if (answer) storeSavedCms(cache, 'ar', getFragmentData(AdminCmsContentFragmentDoc, answer as never));
    },
  };
  const [uploadLogo, logoState] = useMutation(UploadLogoDocument, update);
  const [uploadFavicon, faviconState] = useMutation(UploadFaviconDocument, update);
  const [removeLogo, removeLogoState] = useMutation(RemoveLogoDocument, update);
  const [removeFavicon, removeFaviconState] = useMutation(RemoveFaviconDocument, update);

  const upload = async (file: File) => {
    const variables = { file: { fileName: file.name, contentBase64: await fileToBase64(file) } };
    await (kind === 'logo' ? uploadLogo({ variables }) : uploadFavicon({ variables }));
  };
  const remove = async () => {
    await (kind === 'logo' ? removeLogo() : removeFavicon());
  };
  const loading =
    kind === 'logo' ? logoState.loading || removeLogoState.loading : faviconState.loading || removeFaviconState.loading;
  return { upload, remove, loading };
}
