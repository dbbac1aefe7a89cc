import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Checkbox, Container, Field, Heading, HStack, IconButton, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { getFragmentData, graphql } from '../../gql';
import { notify } from '../../components/toaster';
import { errorMessage } from '../../lib/errors';
import { AuthSessionFragmentDoc, signIn } from '../../lib/session';

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!, $remember: Boolean) {
    login(email: $email, password: $password, remember: $remember) {
      ...AuthSession
    }
  }
`);

type LoginForm = { email: string; password: string; remember: boolean };

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const [login, { loading }] = useMutation(LoginDocument);
  const { register, handleSubmit, formState, control } = useForm<LoginForm>({ defaultValues: { email: '', password: '', remember: true } });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    try {
      const { data } = await login({ variables: { email, password, remember } });
      if (!data) return;
      const session = getFragmentData(AuthSessionFragmentDoc, data.login);
      signIn(session, { remember });
      const { user } = session;
      notify.success('مرحباً بك! 🎉');
      const from = (location.state as { from?: string } | null)?.from;
      navigate(user.isAdmin ? '/admin/dashboard' : (from ?? '/profile'), { replace: true });
    } catch (error) {
      notify.error(errorMessage(error, 'البريد الإلكتروني أو كلمة المرور غير صحيحة'));
    }
  });

  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Box bg="white" p={{ base: '6', md: '8' }} rounded="xl" borderWidth="1px" boxShadow="sm">
        <Heading as="h1" size="2xl" mb="2">
          تسجيل الدخول
        </Heading>
        <Text color="gray.600" mb="6">
          ادخل إلى حسابك لطلب الخدمات ومتابعة طلباتك.
        </Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Field.Root required invalid={Boolean(formState.errors.email)}>
              <Field.Label>البريد الإلكتروني</Field.Label>
              <Input type="email" dir="ltr" autoComplete="email" {...register('email', { required: 'البريد الإلكتروني مطلوب' })} />
              <Field.ErrorText>{formState.errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(formState.errors.password)}>
              <Field.Label>كلمة المرور</Field.Label>
              <InputGroup
                endElement={
                  <IconButton size="xs" variant="ghost" aria-label={showPassword ? 'إخفاء كلمة المرور' : 'إظهار كلمة المرور'} onClick={() => setShowPassword((shown) => !shown)}>
                    {showPassword ? <EyeOff /> : <Eye />}
                  </IconButton>
                }
              >
                <Input type={showPassword ? 'text' : 'password'} dir="ltr" autoComplete="current-password" {...register('password', { required: 'كلمة المرور مطلوبة' })} />
              </InputGroup>
              <Field.ErrorText>{formState.errors.password?.message}</Field.ErrorText>
            </Field.Root>
            <HStack justify="space-between" wrap="wrap">
              <Controller
                control={control}
                name="remember"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>تذكرني</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              <Link asChild color="brand.600" fontSize="sm">
                <RouterLink to="/forgot-password">نسيت كلمة المرور؟</RouterLink>
              </Link>
            </HStack>
            <Button type="submit" colorPalette="brand" size="lg" loading={loading} loadingText="جاري تسجيل الدخول...">
              تسجيل الدخول
            </Button>
          </Stack>
        </form>
        <Text mt="6" textAlign="center" color="gray.600">
          ليس لديك حساب؟{' '}
          <Link asChild color="brand.600" fontWeight="semibold">
            <RouterLink to="/register">أنشئ حساباً</RouterLink>
          </Link>
        </Text>
        <Text mt="2" textAlign="center">
          <Link asChild color="gray.500" fontSize="sm">
            <RouterLink to="/">العودة إلى الصفحة الرئيسية</RouterLink>
          </Link>
        </Text>
      </Box>
    </Container>
  );
}
