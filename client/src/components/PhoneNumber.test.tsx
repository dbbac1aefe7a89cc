import { render, screen } from '@testing-library/react';
import { PhoneNumber } from './PhoneNumber';

describe('PhoneNumber', () => {
  it('writes a stored number internationally, isolated left to right inside an Arabic sentence', () => {
    render(
      <p dir="rtl">
        اتصل على <PhoneNumber value="+963944123456" /> الآن
      </p>,
    );
    const number = screen.getByText('+963 944 123 456');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
  });

  it('leaves text that is no phone number as it was written', () => {
    render(<PhoneNumber value="extension 12" />);
    expect(screen.getByText('extension 12')).toBeInTheDocument();
  });
});
