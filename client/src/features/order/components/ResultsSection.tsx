import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Card, Heading, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { Download, FileCheck, Truck } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useFormat } from '../../../lib/format';
import { PART_SEPARATOR } from '../../../lib/separator';

export const ResultsSectionFragment = graphql(`
  fragment ResultsSection on Order {
    id
    results {
      id
      note
      carrier
      courierTrackingNumber
      createdAt
      files {
        id
        originalName
        downloadUrl
      }
    }
  }
`);

type Props = {
  order: FragmentType<typeof ResultsSectionFragment>;
  downloading: string | null;
  onDownload: (url: string, name: string) => void;
};

/** What the office delivered: the result files to download, its note and the courier carrying an original. */
export function ResultsSection({ order: ref, downloading, onDownload }: Props) {
  const order = getFragmentData(ResultsSectionFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  if (order.results.length === 0) return null;
  return (
    <Card.Root
      as="section"
      aria-labelledby="results-title"
      variant="outline"
      borderColor="green.300"
      data-testid="results-section"
    >
      <Card.Header>
        <Heading as="h2" size="lg" id="results-title">
          <FormattedMessage id="order.results.title" />
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {order.results.map((result) => (
          <Stack key={result.id} gap="2" borderBottomWidth="1px" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
            <Text fontSize="sm" color="gray.600">
              <FormattedMessage
                id="order.results.deliveredOn"
                values={{ date: <time dateTime={result.createdAt}>{format.officeDateTime(result.createdAt)}</time> }}
              />
            </Text>
            {result.note && (
              <Text dir="auto" whiteSpace="pre-wrap">
                {result.note}
              </Text>
            )}
            {result.files.length > 0 && (
              <List.Root as="ul" listStyle="none" ms="0" gap="2">
                {result.files.map((file) => (
                  <HStack as="li" key={file.id} gap="3">
                    <Box color="green.600" flexShrink={0}>
                      <FileCheck size={20} aria-hidden />
                    </Box>
                    <Text as="bdi" dir="auto" flex="1" minW="0" fontWeight="medium" wordBreak="break-all">
                      {file.originalName}
                    </Text>
                    <IconButton
                      size="sm"
                      colorPalette="brand"
                      loading={downloading === file.downloadUrl}
                      aria-label={intl.formatMessage({ id: 'order.results.download' }, { name: file.originalName })}
                      onClick={() => onDownload(file.downloadUrl, file.originalName)}
                    >
                      <Download aria-hidden />
                    </IconButton>
                  </HStack>
                ))}
              </List.Root>
            )}
            {result.carrier && (
              <HStack gap="2" fontSize="sm" color="gray.700">
                <Truck size={16} aria-hidden />
                <Text>
                  <FormattedMessage id="order.results.courier" values={{ carrier: <bdi>{result.carrier}</bdi> }} />
                  {result.courierTrackingNumber && (
                    <>
                      {PART_SEPARATOR}
                      <FormattedMessage id="order.results.courierNumber" />{' '}
                      <Text as="bdi" dir="ltr" fontWeight="medium">
                        {result.courierTrackingNumber}
                      </Text>
                    </>
                  )}
                </Text>
              </HStack>
            )}
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
