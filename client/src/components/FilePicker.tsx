import { useRef, type ReactNode } from 'react';
import { Button, chakra } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { ACCEPT_ATTRIBUTE } from '../lib/file-rules';

type Props = {
  label: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  onPick: (files: File[]) => void;
  testId?: string;
  variant?: 'solid' | 'outline';
  /** The types offered in the chooser; PDF, JPG and PNG by default. */
  accept?: string;
};

/** A button that opens the file chooser (PDF, JPG, PNG); the hidden input is labelled by the button's text. */
export function FilePicker({ label, multiple, disabled, onPick, testId, variant = 'solid', accept }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <chakra.input
        ref={input}
        type="file"
        accept={accept ?? ACCEPT_ATTRIBUTE}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid={testId}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <Button
        colorPalette="brand"
        variant={variant}
        disabled={disabled}
        onClick={() => input.current?.click()}
        alignSelf="start"
      >
        <Upload aria-hidden /> {label}
      </Button>
    </>
  );
}
