import { graphql } from '../../gql';

/** A service as the wizard shows it: in the list, the summary and the review. */
export const WizardServiceFragment = graphql(`
  fragment WizardService on Service {
    id
    category
    name
    nameTr
    nameEn
    description
    descriptionTr
    descriptionEn
    price
    currency
    estimatedDays
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
      onlyForSomeoneElse
    }
  }
`);

export const WizardServicesDocument = graphql(`
  query WizardServices {
    services {
      id
      ...WizardService
    }
  }
`);

/** The payment methods the office accepts (settings), for step 4. */
export const WizardPaymentDocument = graphql(`
  query WizardPayment {
    publicConfig {
      payment {
        acceptedMethods
      }
    }
  }
`);

/**
 * The new order with what "my orders" lists show, and its (empty) file list so uploads can join it. The
 * wizard's idempotency key makes a submit sent again (an answer lost on a weak connection) give the same order.
 */
export const CreateOrderDocument = graphql(`
  mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {
    createOrder(input: $input, idempotencyKey: $idempotencyKey) {
      id
      status
      ...MyOrderRow
      files {
        id
      }
    }
  }
`);

/** The account's details, to prefill step 3 (the stored session has no phone). */
export const WizardAccountDocument = graphql(`
  query WizardAccount {
    me {
      id
      fullName
      email
      phone
    }
  }
`);

/** A saved person as the wizard fills the applicant from it. */
export const WizardSavedPersonFragment = graphql(`
  fragment WizardSavedPerson on SavedPerson {
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
  }
`);

/** The account's saved people, to choose the applicant from in step 3. */
export const WizardSavedPeopleDocument = graphql(`
  query WizardSavedPeople {
    mySavedPeople {
      id
      ...WizardSavedPerson
    }
  }
`);
