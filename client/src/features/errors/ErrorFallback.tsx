import { useEffect } from 'react';
import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { MessageCircle, TriangleAlert } from 'lucide-react';
import { useSiteConfig, whatsappLink } from '../../app/site-config';

/** Shown instead of a page that crashed while rendering (spec section 2, "Error fallback"). */
export default function ErrorFallback() {
  const error = useRouteError();
  const { config } = useSiteConfig();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center minH="100dvh" px="4" bg="gray.50">
      <VStack gap="4" textAlign="center" maxW="md" role="alert">
        <Center boxSize="16" rounded="full" bg="red.50" color="red.600">
          <TriangleAlert size={32} aria-hidden />
        </Center>
        <Heading as="h1" size="xl">
          عذراً، حدث خطأ غير متوقع
        </Heading>
        <Text color="gray.600">حاول مرة أخرى، وإذا تكرر الخطأ فتواصل معنا وسنساعدك.</Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            إعادة المحاولة
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            الصفحة الرئيسية
          </Button>
        </HStack>
        {config?.contact.whatsapp && (
          <Button asChild variant="ghost" colorPalette="green">
            <a href={whatsappLink(config.contact.whatsapp, 'مرحباً، ظهر لي خطأ في الموقع وأحتاج إلى المساعدة')} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden /> الدعم عبر واتساب
            </a>
          </Button>
        )}
      </VStack>
    </Center>
  );
}
