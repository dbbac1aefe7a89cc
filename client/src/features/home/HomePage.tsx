import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../lib/session';

const CLAIMS = [
  { figure: '+5000', label: 'عميل' },
  { figure: '+10', label: 'سنوات خبرة' },
  { figure: '98%', label: 'نسبة رضا العملاء' },
  { figure: '24/7', label: 'دعم متواصل' },
];

export default function HomePage() {
  const session = useSession();
  return (
    <>
      <Box bgGradient="to-bl" gradientFrom="brand.800" gradientTo="brand.600" color="white" py={{ base: '14', md: '24' }}>
        <Container maxW="6xl">
          <Stack gap="5" maxW="3xl">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.3">
              معاملاتك القانونية في سوريا وتركيا بين يديك
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.100">
              مكتب استشارات قانونية في إسطنبول يخدم السوريين في الداخل والخارج: وثائق رسمية من سوريا، تثبيت زواج وطلاق، معاملات قنصلية، ترجمة وتوثيق، وتتابع طلبك خطوة بخطوة برقم تتبع. الاستشارة الأولى مجانية.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild size="lg" bg="orange.400" color="gray.900" _hover={{ bg: 'orange.300' }}>
                <RouterLink to={session ? '/create-order' : '/register'}>{session ? 'اطلب خدمة الآن' : 'ابدأ الآن'}</RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                <RouterLink to="/services">تصفح الخدمات</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {CLAIMS.map((claim) => (
            <Box key={claim.label} bg="white" rounded="xl" borderWidth="1px" p="5" textAlign="center">
              <Text fontSize="3xl" fontWeight="bold" color="brand.700" dir="ltr">
                {claim.figure}
              </Text>
              <Text color="gray.600">{claim.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
