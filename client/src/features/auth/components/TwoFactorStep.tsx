import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { notify } from '../../../components/toaster';
import { errorCode, errorMessage } from '../../../lib/errors';
import type { SessionUser } from '../../../lib/session';
import { useLoginTwoFactor } from '../hooks/useLogin';
import { RequiredField } from '../../../components/RequiredField';

type Props = { challengeToken: string; remember: boolean; onSignedIn(user: SessionUser): void; onRestart(): void };

/** The sign-in's second step: the 6-digit code of the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ challengeToken, remember, onSignedIn, onRestart }: Props) {
  const intl = useIntl();
  const [complete, { loading }] = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim())
      return setProblem(
        intl.formatMessage({ id: recovery ? 'auth.twoFactor.recoveryRequired' : 'auth.twoFactor.codeRequired' }),
      );
    try {
      onSignedIn(await complete(challengeToken, code.trim(), remember));
    } catch (error) {
      const message = errorMessage(error, intl.formatMessage({ id: 'auth.login.failed' }));
      if (errorCode(error) === 'BAD_USER_INPUT') return setProblem(message);
      notify.error(message);
      // The challenge is over (expired, too many wrong codes): start again from the password.
      if (errorCode(error) === 'UNAUTHENTICATED') onRestart();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <Text color="gray.600">
          <FormattedMessage id={recovery ? 'auth.twoFactor.recoveryIntro' : 'auth.twoFactor.intro'} />
        </Text>
        <RequiredField
          label={<FormattedMessage id={recovery ? 'auth.twoFactor.recoveryLabel' : 'auth.twoFactor.codeLabel'} />}
          error={problem}
        >
          <Input
            key={recovery ? 'recovery' : 'code'}
            dir="ltr"
            // The code field replaces the password form the user just sent (or the link to switch to a
            // recovery code): focus follows, or it would fall back to the page's start.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            autoComplete={recovery ? 'off' : 'one-time-code'}
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 32 : 6}
            value={code}
            onChange={(event) => (setCode(event.target.value), setProblem(undefined))}
          />
        </RequiredField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={loading}
          loadingText={intl.formatMessage({ id: 'auth.login.submitting' })}
        >
          <FormattedMessage id="auth.twoFactor.submit" />
        </Button>
        <Stack gap="2" align="start">
          <Link
            as="button"
            color="brand.700"
            fontSize="sm"
            onClick={() => (setRecovery(!recovery), setCode(''), setProblem(undefined))}
          >
            <FormattedMessage id={recovery ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useRecovery'} />
          </Link>
          <Link as="button" color="gray.600" fontSize="sm" onClick={onRestart}>
            <FormattedMessage id="auth.twoFactor.restart" />
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
