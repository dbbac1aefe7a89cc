import { Button, Code, HStack, Text } from '@chakra-ui/react';
import { AlertDialogFrame } from '../../../../components/AlertDialogFrame';
import { CopyButton } from '../../../../components/CopyButton';
import { usePartnersText } from './text';

/** A secret the server answers once (a key, a signing secret): shown with a copy button and a warning. */
export function SecretDialog({
  secret,
  title,
  onClose,
}: {
  secret: string | null;
  title: string;
  onClose: () => void;
}) {
  const t = usePartnersText();
  return (
    <AlertDialogFrame
      open={secret !== null}
      title={title}
      onClose={onClose}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Text mb="3" fontWeight="medium" color="orange.700">
        {t('secret.once')}
      </Text>
      <HStack align="center" gap="2">
        <Code dir="ltr" data-testid="secret" p="2" flex="1" minW="0" wordBreak="break-all">
          {secret}
        </Code>
        <CopyButton value={secret ?? ''} label={t('secret.copy')} />
      </HStack>
    </AlertDialogFrame>
  );
}
