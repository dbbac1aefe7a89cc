import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { graphql } from '../../gql';
import { usePageTitle } from '../../lib/site-config';
import { useLanguage } from '../../lib/language';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { HomeAbout } from './HomeAbout';
import { HomeCta } from './HomeCta';
import { HomeHero } from './HomeHero';
import { HomeServices } from './HomeServices';
import { HomeStats } from './HomeStats';
import { HomeSteps } from './HomeSteps';
import { HomeTestimonials } from './HomeTestimonials';
import { HomeWhyUs } from './HomeWhyUs';

export const HomePageDocument = graphql(`
  query HomePage($language: Language!) {
    siteContent(language: $language) {
      home {
        ...HomeHero
        ...HomeStats
        ...HomeAbout
        ...HomeWhyUs
        ...HomeServices
        ...HomeSteps
        ...HomeTestimonials
        ...HomeCta
      }
      about {
        ...HomeAboutFigures
      }
    }
    services {
      id
      ...HomeServiceCard
    }
  }
`);

/** The public home page: every text from the CMS, the services teaser from the live catalogue. */
export default function HomePage() {
  const intl = useIntl();
  // The office's texts in the interface's language (the Arabic where not translated).
  const { data, loading, refetch } = useQuery(HomePageDocument, { variables: { language: useLanguage().language } });
  usePageTitle();

  if (loading && !data) return <PageLoader label={intl.formatMessage({ id: 'home.loading' })} />;
  if (!data) {
    return (
      <EmptyState
        role="alert"
        icon={<TriangleAlert size={30} aria-hidden />}
        title={intl.formatMessage({ id: 'home.error.title' })}
        description={intl.formatMessage({ id: 'home.error.text' })}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      />
    );
  }

  const { home, about } = data.siteContent;
  return (
    <>
      <HomeHero content={home} />
      <HomeStats content={home} />
      <HomeAbout content={home} about={about} />
      <HomeWhyUs content={home} />
      <HomeServices content={home} services={data.services} />
      <HomeSteps content={home} />
      <HomeTestimonials content={home} />
      <HomeCta content={home} />
    </>
  );
}
