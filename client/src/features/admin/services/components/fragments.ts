import { graphql } from '../../../../gql';

/** What the back office shows and edits of a service (card and form read the same fields). */
export const AdminServiceFragment = graphql(`
  fragment AdminService on Service {
    id
    nameAr
    nameTr
    nameEn
    descriptionAr
    descriptionTr
    descriptionEn
    category
    priceTry
    priceUsd
    estimatedDays
    imageUrl
    isActive
    requiredDocuments {
      id
      nameAr
      nameTr
      nameEn
      descriptionAr
      descriptionTr
      descriptionEn
      isRequired
      acceptedTypes
      maxFiles
      maxAgeDays
      originalByPost
      onlyForSomeoneElse
    }
  }
`);
