import { renderPage } from '../../../../test/render';
import { UserMenu } from './UserMenu';

const staff = {
  id: 3,
  email: 'layla@office.example',
  fullName: 'ليلى الموظفة',
  phone: null,
  role: 'staff' as const,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the user menu', () => {
  it('shows avatar letters that do not join into an Arabic word', () => {
    const { container } = renderPage(<UserMenu user={staff as never} />);
    const fallback = container.ownerDocument.querySelector('[data-scope=avatar][data-part=fallback]');
    expect(fallback?.textContent).toBe('ل\u200Cم');
    expect(fallback?.textContent).not.toBe('لا');
  });
});
