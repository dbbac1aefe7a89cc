import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FileText, TriangleAlert } from 'lucide-react';
import { graphql } from '../../gql';
import { usePageTitle } from '../../lib/site-config';
import { useLanguage } from '../../lib/language';
import { BulletList } from '../../components/BulletList';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { legalBlocks, type LegalBlock } from './legal-text';

export const LegalPagesDocument = graphql(`
  query LegalPages($language: Language!) {
    siteContent(language: $language) {
      pages {
        terms
        privacy
      }
    }
  }
`);

export type LegalPageName = 'terms' | 'privacy';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Heading as="h2" size="lg" color="brand.800" mt="4" dir="auto">
          {block.text}
        </Heading>
      );
    case 'list':
      return <BulletList gap="1" items={block.items.map((item, index) => ({ key: index, content: item }))} />;
    case 'paragraph':
      return (
        <Text whiteSpace="pre-line" dir="auto">
          {block.text}
        </Text>
      );
  }
}

/** /terms and /privacy: the office's text from the CMS, shown as headings, paragraphs and lists (never as HTML). */
export default function LegalPage({ page }: { page: LegalPageName }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: page === 'terms' ? 'pages.terms.title' : 'pages.privacy.title' });
  const { data, loading, refetch } = useQuery(LegalPagesDocument, { variables: { language: useLanguage().language } });
  const blocks = useMemo(() => legalBlocks(data?.siteContent.pages[page] ?? ''), [data, page]);
  usePageTitle(title);

  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }} flex="1" display="flex" flexDirection="column">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">
        {title}
      </Heading>
      {loading && !data ? (
        <PageLoader label={intl.formatMessage({ id: 'pages.legal.loading' })} />
      ) : !data ? (
        <EmptyState
          role="alert"
          icon={<TriangleAlert size={30} aria-hidden />}
          title={intl.formatMessage({ id: 'pages.legal.error.title' })}
          description={intl.formatMessage({ id: 'common.error.loadFailed' })}
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        />
      ) : blocks.length ? (
        <Box
          as="article"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          p={{ base: '5', md: '8' }}
          lineHeight="tall"
          color="gray.800"
        >
          <Stack gap="4">
            {blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Stack>
        </Box>
      ) : (
        <EmptyState
          icon={<FileText size={30} aria-hidden />}
          title={intl.formatMessage({ id: 'pages.legal.empty.title' })}
          description={intl.formatMessage({ id: 'pages.legal.empty.text' })}
          action={
            <Button asChild colorPalette="brand">
              <RouterLink to="/contact">
                <FormattedMessage id="common.nav.contact" />
              </RouterLink>
            </Button>
          }
        />
      )}
    </Container>
  );
}
