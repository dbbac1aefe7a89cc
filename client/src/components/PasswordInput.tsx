import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';

/** A password input with a show/hide toggle; takes every Input prop (and react-hook-form's `register`). */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage({ id: shown ? 'common.form.hidePassword' : 'common.form.showPassword' })}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      }
    >
      <Input {...props} type={shown ? 'text' : 'password'} />
    </InputGroup>
  );
}
