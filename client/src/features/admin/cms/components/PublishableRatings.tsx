import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus, Star } from 'lucide-react';
import { graphql } from '../../../../gql';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/format';
import { localized } from '../../../../lib/i18n';
import { useLanguage } from '../../../../lib/language';
import { useAddRatingToTestimonials } from '../hooks/useAddRatingToTestimonials';

export const PublishableRatingsDocument = graphql(`
  query PublishableRatings {
    publishableRatings {
      id
      orderNumber
      stars
      comment
      clientFirstName
      serviceName
      serviceNameTr
      serviceNameEn
      featuredAt
    }
  }
`);

/**
 * The ratings whose clients agreed to publish them, with a comment: an admin adds one to the testimonials as a
 * card. Unsaved edits of the editor come first (`blocked`), since adding replaces the editor's content.
 */
export function PublishableRatings({ blocked }: { blocked: boolean }) {
  const intl = useIntl();
  const format = useFormat();
  const { language } = useLanguage();
  const { data, error } = useQuery(PublishableRatingsDocument);
  const { add, adding } = useAddRatingToTestimonials();
  // Only admins may read them; the section is left out for anyone else.
  if (error || !data) return null;
  const ratings = data.publishableRatings;

  const addOne = async (id: number) => {
    try {
      await add(id);
      notify.success(intl.formatMessage({ id: 'cms.ratings.added' }));
    } catch (failure) {
      notify.error(errorMessage(failure, intl.formatMessage({ id: 'cms.ratings.addFailed' })));
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="publishable-ratings" data-testid="publishable-ratings">
      <Heading as="h3" size="md" id="publishable-ratings">
        <FormattedMessage id="cms.ratings.title" />
      </Heading>
      <Text fontSize="sm" color="gray.700">
        <FormattedMessage id="cms.ratings.intro" />
      </Text>
      {blocked && (
        <Text fontSize="sm" color="orange.700" role="status">
          <FormattedMessage id="cms.ratings.saveFirst" />
        </Text>
      )}
      {ratings.length === 0 ? (
        <Text color="gray.600">
          <FormattedMessage id="cms.ratings.none" />
        </Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="3" ms="0">
          {ratings.map((rating) => (
            <Card.Root as="li" key={rating.id} variant="outline" size="sm">
              <Card.Body gap="2">
                <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
                  <Text fontWeight="semibold">
                    <bdi>{rating.clientFirstName}</bdi> ·{' '}
                    <bdi>
                      {localized(language, {
                        ar: rating.serviceName,
                        tr: rating.serviceNameTr,
                        en: rating.serviceNameEn,
                      })}
                    </bdi>
                  </Text>
                  <HStack
                    gap="0.5"
                    color="yellow.500"
                    role="img"
                    aria-label={intl.formatMessage({ id: 'cms.testimonials.stars' }, { stars: rating.stars })}
                  >
                    {Array.from({ length: rating.stars }, (_, index) => (
                      <Star key={index} size={16} aria-hidden fill="currentColor" />
                    ))}
                  </HStack>
                </HStack>
                <Text dir="auto" whiteSpace="pre-wrap">
                  {rating.comment}
                </Text>
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <Text fontSize="sm" color="gray.600">
                    <bdi dir="ltr">{rating.orderNumber}</bdi>
                    {rating.featuredAt && (
                      <>
                        {' · '}
                        <FormattedMessage
                          id="cms.ratings.featuredOn"
                          values={{ date: format.officeDateTime(rating.featuredAt) }}
                        />
                      </>
                    )}
                  </Text>
                  <Box>
                    <Button
                      type="button"
                      size="sm"
                      colorPalette="brand"
                      variant="outline"
                      disabled={blocked || adding}
                      onClick={() => void addOne(rating.id)}
                    >
                      <Plus aria-hidden /> <FormattedMessage id="cms.ratings.add" />
                    </Button>
                  </Box>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
