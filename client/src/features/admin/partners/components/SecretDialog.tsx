import { Button, Code, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
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
    <Dialog.Root
      role="alertdialog"
      open={secret !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3" fontWeight="medium" color="orange.700">
                {t('secret.once')}
              </Text>
              <HStack align="center" gap="2">
                <Code dir="ltr" data-testid="secret" p="2" flex="1" minW="0" wordBreak="break-all">
                  {secret}
                </Code>
                <CopyButton value={secret ?? ''} label={t('secret.copy')} />
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t('secret.done')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
