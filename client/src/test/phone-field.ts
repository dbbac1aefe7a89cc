import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The Arabic phone field's number input and its country button. */
export const phoneInput = () => screen.getByRole('textbox', { name: /^رقم الهاتف/ });
export const countryButton = () => screen.getByRole('combobox', { name: /رمز الدولة/ });

/**
 * Points at a lazily loaded phone field (LazyPhoneField) and waits for the field itself, its country menu, to
 * replace the stand-in: a test that types at once would type into the stand-in being replaced.
 */
export async function reachPhoneField() {
  await userEvent.hover(phoneInput());
  await waitFor(() => expect(countryButton()).toHaveAttribute('aria-haspopup'));
}
