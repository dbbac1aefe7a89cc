import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../../gql';
import type { CmsInput, Language } from '../../../../gql/graphql';
import { AdminCmsContentFragmentDoc } from './cms-content';
import { storeSavedCms } from './cms-cache';

export const UpdateCmsDocument = graphql(`
  mutation UpdateCms($input: CmsInput!, $language: Language!) {
    updateCms(input: $input, language: $language) {
      ...AdminCmsContent
    }
  }
`);

/** Saves the content in one language; the answer lands in the cache for the editor and the public pages (storeSavedCms). */
export function useUpdateCms(language: Language) {
  const [mutate, { loading }] = useMutation(UpdateCmsDocument, {
    update(cache, { data }) {
      if (data) storeSavedCms(cache, language, getFragmentData(AdminCmsContentFragmentDoc, data.updateCms));
    },
  });
  const save = async (input: CmsInput) => {
    const { data } = await mutate({ variables: { input, language } });
    return data ? getFragmentData(AdminCmsContentFragmentDoc, data.updateCms) : undefined;
  };
  return [save, { loading }] as const;
}
