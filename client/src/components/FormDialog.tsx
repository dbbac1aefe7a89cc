import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

/**
 * A back-office add/edit modal, full screen on phones. Its form (`children`, laid out by FormDialogForm) is
 * mounted only while the dialog is open, so each opening starts from the record being edited.
 */
export function FormDialog({
  open,
  onClose,
  size,
  children,
}: {
  open: boolean;
  onClose: () => void;
  size: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open && children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type FormProps = {
  title: string;
  closeLabel: string;
  cancel: ReactNode;
  submit: string;
  /** While the form saves: the submit button spins with this text and Cancel waits. */
  saving: boolean;
  savingLabel: string;
  /** react-hook-form's handleSubmit: it shows its own errors, so the form does not wait for it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
  /** Why the last save failed (the server's answer), under the fields. */
  error?: string;
};

/** The form of a FormDialog: its title and close button, the fields, then Cancel and the submit button. */
export function FormDialogForm({
  title,
  closeLabel,
  cancel,
  submit,
  saving,
  savingLabel,
  onSubmit,
  onClose,
  children,
  error,
}: FormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={closeLabel} insetEnd="3" insetStart="auto" top="3" />
      </Dialog.CloseTrigger>
      <Dialog.Body>
        {children}
        {error && (
          <Text role="alert" color="red.600" fontSize="sm" mt="4">
            {error}
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {cancel}
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving} loadingText={savingLabel}>
          {submit}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
