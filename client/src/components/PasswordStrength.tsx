import { useIntl } from 'react-intl';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { passwordScore, strengthLevel } from '../lib/password-strength';

const COLOURS = { weak: 'red.500', medium: 'orange.400', strong: 'green.500' } as const;
const TEXT_COLOURS = { weak: 'red.700', medium: 'orange.700', strong: 'green.700' } as const;

/** The advisory strength meter: a bar, the level and the score out of 5. It never blocks. */
export function PasswordStrength({ password }: { password: string }) {
  const intl = useIntl();
  if (!password) return null;
  const score = passwordScore(password);
  const level = strengthLevel(score);
  const levelText = intl.formatMessage({ id: `auth.strength.${level}` });
  const scoreText = intl.formatMessage({ id: 'auth.strength.score' }, { score });
  return (
    <Stack gap="1" width="full">
      <Box
        role="meter"
        aria-label={intl.formatMessage({ id: 'auth.strength.label' })}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={`${levelText} ${scoreText}`}
        height="1.5"
        rounded="full"
        bg="gray.200"
        overflow="hidden"
      >
        <Box height="full" width={`${score * 20}%`} bg={COLOURS[level]} transition="width 0.2s" />
      </Box>
      <HStack justify="space-between" fontSize="sm">
        <Text color={TEXT_COLOURS[level]} fontWeight="semibold">
          {intl.formatMessage({ id: 'auth.strength.label' })}: {levelText}
        </Text>
        <Text color="gray.600" dir="ltr" data-testid="password-score">
          {scoreText}
        </Text>
      </HStack>
      {level !== 'strong' && (
        <Text fontSize="xs" color="gray.600">
          {intl.formatMessage({ id: 'auth.strength.tip' })}
        </Text>
      )}
    </Stack>
  );
}
