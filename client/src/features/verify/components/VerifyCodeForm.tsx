import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';

/** The codes the office prints: ten letters and digits, without the easily confused 0, O, 1 and I. */
const CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{10}$/;

/** What a person types, as the office prints it: capitals, no spaces or dashes (codes are read aloud in groups). */
export const normalizeCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

type Props = { value: string; onVerify: (code: string) => void };

/**
 * The code printed under a document's QR code, typed by hand (a paper copy, a phone without a camera): a code
 * that cannot be one of the office's is refused here with why, so no lookup is spent on it.
 */
export function VerifyCodeForm({ value, onVerify }: Props) {
  const intl = useIntl();
  const [code, setCode] = useState(value);
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCode(code);
    const found = !normalized ? 'required' : CODE_PATTERN.test(normalized) ? null : 'invalid';
    setProblem(found);
    if (found) field.current?.focus();
    else onVerify(normalized);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'verify.form.title' })}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'start' }}>
        <Field.Root invalid={problem !== null} flex="1">
          <Field.Label>
            <FormattedMessage id="verify.form.label" />
          </Field.Label>
          <Input
            ref={field}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            placeholder="ABCD2345EF"
            fontFamily="mono"
          />
          <Field.ErrorText>{problem && intl.formatMessage({ id: `verify.form.${problem}` })}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" mt={{ sm: '6' }}>
          <ShieldCheck aria-hidden /> <FormattedMessage id="verify.form.submit" />
        </Button>
      </Stack>
    </form>
  );
}
