import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  CreateSavedPersonDocument,
  DeleteSavedPersonDocument,
  UpdateSavedPersonDocument,
} from '../components/saved-people.documents';

/** Adds a person; the new one joins the cached list (oldest first, so at its end), without a refetch. */
export function useCreateSavedPerson() {
  return useMutation(CreateSavedPersonDocument, {
    update(cache, { data }) {
      const person = data?.createSavedPerson;
      const ref = person && cache.identify({ __typename: 'SavedPerson', id: person.id });
      if (!ref) return;
      cache.modify<{ mySavedPeople: Reference[] }>({
        fields: {
          mySavedPeople: (existing, { toReference, readField }) => {
            const list = (existing ?? []) as Reference[];
            if (list.some((item) => readField('id', item) === person.id)) return existing;
            return [...list, toReference(ref) as Reference] as typeof existing;
          },
        },
      });
    },
  });
}

/** Edits a person: the answer updates the normalized entry, so every view follows. */
export function useUpdateSavedPerson() {
  return useMutation(UpdateSavedPersonDocument);
}

/** Deletes a person and drops it from the cache (and so from the list). */
export function useDeleteSavedPerson() {
  return useMutation(DeleteSavedPersonDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteSavedPerson || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'SavedPerson', id: variables.id }) });
      cache.gc();
    },
  });
}
