import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { CopyButton } from '../../../components/CopyButton';
import { PasswordInput } from '../../../components/PasswordInput';
import { notify } from '../../../components/toaster';
import { errorCode, errorMessage } from '../../../lib/errors';
import { RequiredField } from '../../../components/RequiredField';
import {
  useConfirmTwoFactorSetup,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactorSetup,
} from '../hooks/useTwoFactor';

type Setup = { secret: string; otpauthUrl: string; qrSvg: string };
type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: Setup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

/** The recovery codes, shown once: copy all, or save them as a text file. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const intl = useIntl();
  const text = codes.join('\n');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">
        <FormattedMessage id="profile.twoFactor.codesTitle" />
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="profile.twoFactor.codesText" />
      </Text>
      <SimpleGrid columns={2} gap="2" dir="ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} px="2" py="1" fontSize="sm" textAlign="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <CopyButton value={text} label={intl.formatMessage({ id: 'profile.twoFactor.codesTitle' })} />
        <Button size="sm" variant="outline" onClick={download}>
          <FormattedMessage id="profile.twoFactor.download" />
        </Button>
        <Button size="sm" colorPalette="brand" onClick={onDone}>
          <FormattedMessage id="profile.twoFactor.saved" />
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * Two-step verification for the account: set up with a QR code (or the secret typed in) and a code from
 * the app, recovery codes shown once, new codes, and turning it off with the password.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [start, starting] = useStartTwoFactorSetup();
  const [confirm, confirming] = useConfirmTwoFactorSetup();
  const [regenerate, regenerating] = useRegenerateRecoveryCodes();
  const [disable, disabling] = useDisableTwoFactor();

  const go = (next: Stage) => {
    setStage(next);
    setValue('');
    setProblem(undefined);
  };
  /** Runs a step; a refused code or password shows on its field, anything else as a toast. */
  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      const message = errorMessage(error, intl.formatMessage({ id: 'profile.twoFactor.failed' }));
      if (errorCode(error) === 'BAD_USER_INPUT') setProblem(message);
      else notify.error(message);
    }
  };
  const required = (id: string) => (value.trim() ? false : (setProblem(intl.formatMessage({ id })), true));

  return (
    <Card.Root as="section" aria-labelledby="two-factor-title" variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="two-factor-title">
            <FormattedMessage id="profile.twoFactor.title" />
          </Heading>
          <Badge colorPalette={enabled ? 'green' : 'gray'}>
            <FormattedMessage id={enabled ? 'profile.twoFactor.on' : 'profile.twoFactor.off'} />
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        {stage.kind === 'codes' ? (
          <RecoveryCodes codes={stage.codes} onDone={() => go({ kind: 'idle' })} />
        ) : stage.kind === 'setup' ? (
          <form
            onSubmit={(event) => (
              event.preventDefault(),
              !required('profile.twoFactor.codeRequired') &&
                void attempt(async () => go({ kind: 'codes', codes: await confirm(value.trim()) }))
            )}
            noValidate
          >
            <Stack gap="4">
              <Text color="fg.muted">
                <FormattedMessage id="profile.twoFactor.scan" />
              </Text>
              <Box alignSelf="center" bg="white" p="2" borderWidth="1px" rounded="md">
                <Image
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(stage.setup.qrSvg)}`}
                  alt={intl.formatMessage({ id: 'profile.twoFactor.qrAlt' })}
                  boxSize="44"
                />
              </Box>
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="profile.twoFactor.secret" />
                </Text>
                <HStack gap="1" minW="0">
                  <Code dir="ltr" fontSize="sm" overflowWrap="anywhere" data-testid="two-factor-secret">
                    {stage.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
                  </Code>
                  <CopyButton
                    value={stage.setup.secret}
                    label={intl.formatMessage({ id: 'profile.twoFactor.secret' })}
                  />
                </HStack>
              </Stack>
              <RequiredField label={<FormattedMessage id="profile.twoFactor.codeLabel" />} error={problem}>
                <Input
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={value}
                  onChange={(event) => (setValue(event.target.value), setProblem(undefined))}
                />
              </RequiredField>
              <HStack gap="2" wrap="wrap">
                <Button type="submit" colorPalette="brand" loading={confirming.loading}>
                  <FormattedMessage id="profile.twoFactor.confirm" />
                </Button>
                <Button variant="ghost" onClick={() => go({ kind: 'idle' })}>
                  <FormattedMessage id="profile.twoFactor.cancel" />
                </Button>
              </HStack>
            </Stack>
          </form>
        ) : stage.kind === 'regenerate' || stage.kind === 'disable' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (stage.kind === 'regenerate') {
                if (!required('profile.twoFactor.codeRequired'))
                  void attempt(async () => go({ kind: 'codes', codes: await regenerate(value.trim()) }));
              } else if (!required('profile.twoFactor.passwordRequired')) {
                void attempt(async () => {
                  await disable(value);
                  go({ kind: 'idle' });
                  notify.success(intl.formatMessage({ id: 'profile.twoFactor.disabled' }));
                });
              }
            }}
            noValidate
          >
            <Stack gap="4">
              <RequiredField
                label={
                  <FormattedMessage
                    id={stage.kind === 'regenerate' ? 'profile.twoFactor.codeLabel' : 'profile.twoFactor.password'}
                  />
                }
                error={problem}
              >
                {stage.kind === 'regenerate' ? (
                  <Input
                    dir="ltr"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={value}
                    onChange={(event) => (setValue(event.target.value), setProblem(undefined))}
                  />
                ) : (
                  <PasswordInput
                    autoComplete="current-password"
                    value={value}
                    onChange={(event) => (setValue(event.target.value), setProblem(undefined))}
                  />
                )}
              </RequiredField>
              <HStack gap="2" wrap="wrap">
                <Button
                  type="submit"
                  colorPalette={stage.kind === 'disable' ? 'red' : 'brand'}
                  loading={regenerating.loading || disabling.loading}
                >
                  <FormattedMessage
                    id={stage.kind === 'regenerate' ? 'profile.twoFactor.newCodes' : 'profile.twoFactor.turnOff'}
                  />
                </Button>
                <Button variant="ghost" onClick={() => go({ kind: 'idle' })}>
                  <FormattedMessage id="profile.twoFactor.cancel" />
                </Button>
              </HStack>
            </Stack>
          </form>
        ) : (
          <Stack gap="4" align="start">
            <HStack gap="3" align="start">
              <ShieldCheck aria-hidden />
              <Text color="fg.muted">
                <FormattedMessage id={enabled ? 'profile.twoFactor.onText' : 'profile.twoFactor.offText'} />
              </Text>
            </HStack>
            {enabled ? (
              <HStack gap="2" wrap="wrap">
                <Button variant="outline" onClick={() => go({ kind: 'regenerate' })}>
                  <FormattedMessage id="profile.twoFactor.newCodes" />
                </Button>
                <Button variant="outline" colorPalette="red" onClick={() => go({ kind: 'disable' })}>
                  <FormattedMessage id="profile.twoFactor.turnOff" />
                </Button>
              </HStack>
            ) : (
              <Button
                colorPalette="brand"
                loading={starting.loading}
                onClick={() => void attempt(async () => go({ kind: 'setup', setup: await start() }))}
              >
                <FormattedMessage id="profile.twoFactor.turnOn" />
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
