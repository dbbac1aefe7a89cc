import { CombinedGraphQLErrors } from '@apollo/client';
import { loadMessages, setLanguage } from './i18n';
import { errorMessage, errorReason } from './errors';
import { TransferError } from './transfer';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('errorMessage', () => {
  beforeEach(async () => setLanguage('tr', await loadMessages('tr')));

  it("says a code the catalogue knows in the interface's language, not in the server's words", () => {
    const error = refusal('البريد الإلكتروني مسجل مسبقاً', { code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN' });
    expect(errorReason(error)).toBe('EMAIL_TAKEN');
    expect(errorMessage(error, 'fallback')).toBe('Bu e-posta adresi zaten kayıtlı');
  });

  it("falls back to the server's text for a code it does not know, then to the screen's own message", () => {
    expect(errorMessage(refusal('Sunucunun sözü', { code: 'FORBIDDEN', reason: 'SOMETHING_NEW' }), 'fallback')).toBe(
      'Sunucunun sözü',
    );
    expect(errorMessage(refusal('Sunucunun sözü', { code: 'FORBIDDEN' }), 'fallback')).toBe('Sunucunun sözü');
    expect(errorMessage(new Error('network down'), 'fallback')).toBe('fallback');
  });

  it('reads a REST refusal by its `code`, else by its `detail`', () => {
    expect(errorMessage(new TransferError(400, 'البريد الإلكتروني مسجل مسبقاً', 'EMAIL_TAKEN'), 'fallback')).toBe(
      'Bu e-posta adresi zaten kayıtlı',
    );
    expect(errorMessage(new TransferError(413, 'Dosya çok büyük'), 'fallback')).toBe('Dosya çok büyük');
    expect(errorMessage(new TransferError(0, null), 'fallback')).toBe('fallback');
  });
});
