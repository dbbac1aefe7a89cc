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
    deliversResult
    intakeQuestions {
      key
      type
      required
      labelAr
      labelTr
      labelEn
      helpAr
      helpTr
      helpEn
      minLength
      maxLength
      pattern
      minDate
      maxDate
      minNumber
      maxNumber
      options {
        value
        labelAr
        labelTr
        labelEn
      }
    }
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
