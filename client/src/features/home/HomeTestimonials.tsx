import { useIntl } from 'react-intl';
import { Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { HomeSection } from './HomeSection';

export const HomeTestimonialsFragment = graphql(`
  fragment HomeTestimonials on CmsHome {
    testimonialsTitle
    testimonials {
      name
      place
      text
      rating
    }
  }
`);

const MAX_RATING = 5;

/** A rating as five stars, read out as "4 of 5". */
function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <HStack
      gap="0.5"
      color="orange.500"
      role="img"
      aria-label={intl.formatMessage({ id: 'home.testimonials.rating' }, { rating, max: MAX_RATING })}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star key={index} size={18} aria-hidden fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

export function HomeTestimonials({ content: ref }: { content: FragmentType<typeof HomeTestimonialsFragment> }) {
  const { testimonialsTitle, testimonials } = getFragmentData(HomeTestimonialsFragment, ref);
  return (
    <HomeSection title={testimonialsTitle} bg="white">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {testimonials.map((testimonial, index) => (
          <Box
            as="li"
            key={index}
            bg="gray.50"
            rounded="xl"
            borderWidth="1px"
            p="6"
            display="flex"
            flexDirection="column"
            gap="3"
          >
            <Stars rating={Math.min(Math.max(testimonial.rating, 1), MAX_RATING)} />
            <Box as="figure" display="flex" flexDirection="column" gap="3" flex="1">
              <Box as="blockquote" color="gray.700" flex="1" dir="auto">
                {testimonial.text}
              </Box>
              <Box as="figcaption" dir="auto">
                <Text fontWeight="bold">{testimonial.name}</Text>
                <Text fontSize="sm" color="gray.600">
                  {testimonial.place}
                </Text>
              </Box>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
