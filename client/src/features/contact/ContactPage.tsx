import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, SimpleGrid, SkeletonText, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { usePageTitle } from '../../lib/site-config';
import { useLanguage } from '../../lib/language';
import { PageBanner } from '../../components/PageBanner';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

export const ContactPageDocument = graphql(`
  query ContactPage($language: Language!) {
    publicConfig(language: $language) {
      contact {
        ...ContactDetails
      }
    }
  }
`);

/** /contact: the office's details from the CMS beside a message form. */
export default function ContactPage() {
  const intl = useIntl();
  const { data, loading } = useQuery(ContactPageDocument, { variables: { language: useLanguage().language } });
  usePageTitle(intl.formatMessage({ id: 'pages.contact.title' }));

  return (
    <>
      <PageBanner
        title={<FormattedMessage id="pages.contact.title" />}
        intro={<FormattedMessage id="pages.contact.intro" />}
      />
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="6" alignItems="start">
          <Box
            as="section"
            aria-labelledby="contact-details"
            gridColumn={{ md: 'span 2' }}
            bg="white"
            rounded="xl"
            borderWidth="1px"
            p={{ base: '5', md: '6' }}
          >
            <Heading as="h2" id="contact-details" size="lg" mb="5">
              <FormattedMessage id="pages.contact.details.title" />
            </Heading>
            {data ? (
              <ContactDetails contact={data.publicConfig.contact} />
            ) : loading ? (
              <SkeletonText
                noOfLines={5}
                gap="4"
                aria-label={intl.formatMessage({ id: 'pages.contact.details.loading' })}
                role="status"
              />
            ) : (
              <Text color="gray.600">
                <FormattedMessage id="pages.contact.details.error" />
              </Text>
            )}
          </Box>
          <Box
            as="section"
            aria-labelledby="contact-form"
            gridColumn={{ md: 'span 3' }}
            bg="white"
            rounded="xl"
            borderWidth="1px"
            p={{ base: '5', md: '6' }}
          >
            <Heading as="h2" id="contact-form" size="lg" mb="5">
              <FormattedMessage id="pages.contact.form.title" />
            </Heading>
            <ContactForm />
          </Box>
        </SimpleGrid>
      </Container>
    </>
  );
}
