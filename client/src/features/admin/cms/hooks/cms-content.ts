import { graphql } from '../../../../gql';

/** Every field the back office edits, and what the public pages read back after a save. */
export const AdminCmsContentFragmentDoc = graphql(`
  fragment AdminCmsContent on CmsContent {
    home {
      heroTitle
      heroSubtitle
      heroDescription
      aboutTitle
      aboutDescription
      stats {
        value
        label
      }
      whyUsTitle
      whyUs {
        title
        text
      }
      servicesTitle
      servicesSubtitle
      stepsTitle
      steps {
        title
        text
      }
      testimonialsTitle
      testimonials {
        name
        place
        text
        rating
      }
      ctaTitle
      ctaText
    }
    about {
      title
      description
      mission
      vision
      yearsExperience
      teamSize
    }
    contact {
      phone
      whatsapp
      email
      address
      workingHours
    }
    settings {
      siteName
      siteDescription
      logoUrl
      faviconUrl
      primaryColor
      secondaryColor
    }
    pages {
      terms
      privacy
    }
  }
`);
