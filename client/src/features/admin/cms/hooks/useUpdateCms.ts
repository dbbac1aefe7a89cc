import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../../gql';
import type { CmsInput } from '../../../../gql/graphql';
import { AdminCmsContentFragmentDoc } from './cms-content';
import { writeCmsToPublicConfig } from './public-config';

export const UpdateCmsDocument = graphql(`
  mutation UpdateCms($input: CmsInput!) {
    updateCms(input: $input) {
      ...AdminCmsContent
    }
  }
`);

/**
 * Saves the content. The answer lands on the `CmsContent` singleton that the public pages read too
 * (`siteContent`), and is copied into the public configuration, so no page needs a refetch.
 */
export function useUpdateCms() {
  const [mutate, { loading }] = useMutation(UpdateCmsDocument, {
    update(cache, { data }) {
      if (data) writeCmsToPublicConfig(cache, getFragmentData(AdminCmsContentFragmentDoc, data.updateCms));
    },
  });
  const save = async (input: CmsInput) => {
    const { data } = await mutate({ variables: { input } });
    return data ? getFragmentData(AdminCmsContentFragmentDoc, data.updateCms) : undefined;
  };
  return [save, { loading }] as const;
}
