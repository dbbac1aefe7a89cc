import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, HStack, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { PackageSearch, TriangleAlert } from 'lucide-react';
import { graphql } from '../../gql';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../lib/session';
import { ServiceCard } from './ServiceCard';

export const PublicServicesDocument = graphql(`
  query PublicServices {
    services {
      id
      name
      description
      price
      currency
      priceUsd
      estimatedDays
      imageUrl
    }
  }
`);

export default function ServicesPage() {
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(PublicServicesDocument);

  return (
    <>
      <Box bg="brand.700" color="white" py={{ base: '10', md: '14' }}>
        <Container maxW="6xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            خدماتنا
          </Heading>
          <Text mt="2" color="brand.100" maxW="2xl">
            وثائق رسمية من سوريا، تثبيت زواج وطلاق، معاملات قنصلية، ترجمة وتوثيق واستشارات قانونية، بأسعار واضحة ومدة تنفيذ معروفة.
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py="10" flex="1" display="flex" flexDirection="column">
        {loading && !data ? (
          <PageLoader label="جاري تحميل الخدمات..." />
        ) : error ? (
          <EmptyState
            role="alert"
            icon={<TriangleAlert size={30} aria-hidden />}
            title="حدث خطأ"
            description="لم نتمكن من تحميل الخدمات. يرجى المحاولة لاحقاً"
            action={
              <Button variant="outline" onClick={() => void refetch()}>
                إعادة المحاولة
              </Button>
            }
          />
        ) : !data?.services.length ? (
          <EmptyState
            icon={<PackageSearch size={30} aria-hidden />}
            title="لا توجد خدمات متاحة"
            action={
              <Button asChild colorPalette="brand">
                <RouterLink to="/">العودة إلى الصفحة الرئيسية</RouterLink>
              </Button>
            }
          />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {data.services.map((service) => (
              <ServiceCard key={service.id} service={service} signedIn={Boolean(session)} />
            ))}
          </SimpleGrid>
        )}
        <VStack mt="12" p="6" gap="3" bg="white" rounded="xl" borderWidth="1px" textAlign="center">
          <Heading as="h2" size="md">
            لم تجد الخدمة التي تبحث عنها؟
          </Heading>
          <Text color="gray.600">تواصل معنا لنرشدك إلى الخدمة المناسبة، أو تابع طلباً قائماً برقم التتبع.</Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button asChild colorPalette="brand">
              <RouterLink to="/contact">تواصل معنا</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/track-order">تتبع طلبك</RouterLink>
            </Button>
          </HStack>
        </VStack>
      </Container>
    </>
  );
}
