import { FormattedMessage } from 'react-intl';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { Blocker } from 'react-router-dom';

/** Asks before leaving a page whose changes are not saved (see useUnsavedChangesWarning), in the page's own messages. */
export function UnsavedChangesDialog({ blocker, namespace }: { blocker: Blocker; namespace: 'cms' | 'settings' }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && blocker.reset?.()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={`${namespace}.unsaved.title`} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormattedMessage id={`${namespace}.unsaved.text`} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.reset?.()}>
                <FormattedMessage id={`${namespace}.unsaved.stay`} />
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                <FormattedMessage id={`${namespace}.unsaved.leave`} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
