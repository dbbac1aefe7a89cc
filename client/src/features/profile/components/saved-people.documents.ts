import { graphql } from '../../../gql';

/** A saved person as the profile lists and edits it. */
export const SavedPersonFieldsFragment = graphql(`
  fragment SavedPersonFields on SavedPerson {
    id
    kind
    fullNameAr
    fullNameLatin
    relation
    fatherName
    motherName
    birthDate
    birthPlace
    nationalNumber
    updatedAt
  }
`);

export const MySavedPeopleDocument = graphql(`
  query MySavedPeople {
    mySavedPeople {
      id
      ...SavedPersonFields
    }
  }
`);

export const CreateSavedPersonDocument = graphql(`
  mutation CreateSavedPerson($input: SavedPersonInput!) {
    createSavedPerson(input: $input) {
      id
      ...SavedPersonFields
    }
  }
`);

export const UpdateSavedPersonDocument = graphql(`
  mutation UpdateSavedPerson($id: Int!, $input: SavedPersonInput!) {
    updateSavedPerson(id: $id, input: $input) {
      id
      ...SavedPersonFields
    }
  }
`);

export const DeleteSavedPersonDocument = graphql(`
  mutation DeleteSavedPerson($id: Int!) {
    deleteSavedPerson(id: $id)
  }
`);
