import { CombinedGraphQLErrors } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { registrationErrorMessage } from './registration-error';

const answered = (message: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions }).toJSON()] });

describe('the registration failure catalogue, in its order', () => {
  it('1. shows a text message from the server as is', () => {
    expect(registrationErrorMessage(answered('البريد الإلكتروني مسجل مسبقاً', { code: 'BAD_USER_INPUT' }))).toBe(
      'البريد الإلكتروني مسجل مسبقاً',
    );
  });

  it('2. lists field errors one a line, rather than the combined message', () => {
    const error = answered('ignored', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { loc: ['body', 'email'], msg: 'البريد الإلكتروني غير صحيح', type: 'email' },
        { loc: ['body', 'password'], msg: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل', type: 'min_length' },
      ],
    });
    expect(registrationErrorMessage(error)).toBe(
      'البريد الإلكتروني غير صحيح\nكلمة المرور يجب أن تكون 8 أحرف على الأقل',
    );
  });

  it('3. shows any other detail as JSON text', () => {
    expect(registrationErrorMessage(answered('', { code: 'BAD_USER_INPUT', fieldErrors: { email: 'taken' } }))).toBe(
      '{"email":"taken"}',
    );
  });

  it('4. explains a validation failure that came without a message', () => {
    expect(registrationErrorMessage(answered('', { code: 'BAD_USER_INPUT' }))).toBe(
      'خطأ في البيانات المدخلة. يرجى التحقق من جميع الحقول.',
    );
  });

  it('5. explains a conflict that came without a message', () => {
    expect(registrationErrorMessage(answered('', { code: 'CONFLICT' }))).toBe(
      'البريد الإلكتروني مسجل مسبقاً أو بيانات غير صحيحة',
    );
  });

  it('6. says the server could not be reached', () => {
    expect(registrationErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'خطأ في الاتصال بالخادم. تأكد من تشغيل Backend',
    );
  });

  it('7. falls back to a generic failure for anything else', () => {
    expect(registrationErrorMessage(answered('', { code: 'INTERNAL_SERVER_ERROR' }))).toBe(
      'فشل إنشاء الحساب. حاول مرة أخرى',
    );
    expect(registrationErrorMessage(new Error('Unexpected token < in JSON'))).toBe('فشل إنشاء الحساب. حاول مرة أخرى');
  });
});
