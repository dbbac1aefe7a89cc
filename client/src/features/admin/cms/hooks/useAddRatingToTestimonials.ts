import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { AdminCmsDocument } from './cms-cache';

export const AddRatingToTestimonialsDocument = graphql(`
  mutation AddRatingToTestimonials($id: Int!) {
    addRatingToTestimonials(id: $id) {
      id
      featuredAt
    }
  }
`);

/**
 * Appends a consented rating to the home page's testimonials on the server. The answer marks the rating featured
 * in the normalized cache; the content itself changed on the server, so the editor's content is read again.
 */
export function useAddRatingToTestimonials() {
  const [mutate, { loading }] = useMutation(AddRatingToTestimonialsDocument, {
    refetchQueries: [AdminCmsDocument],
    awaitRefetchQueries: true,
  });
  const add = (id: number) => mutate({ variables: { id } });
  return { add, adding: loading };
}
