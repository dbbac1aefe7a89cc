import { act, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../test/render';
import { notify, toaster } from './toaster';

describe('notify', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('shows a second message beside the first, and the same message once', async () => {
    renderPage(<p>page</p>);
    act(() => void notify.success('تم إنشاء النسخة الاحتياطية بنجاح'));
    act(() => void notify.success('تمت استعادة النسخة الاحتياطية بنجاح'));
    expect(await screen.findByText('تمت استعادة النسخة الاحتياطية بنجاح')).toBeInTheDocument();
    expect(screen.getByText('تم إنشاء النسخة الاحتياطية بنجاح')).toBeInTheDocument();

    act(() => void notify.error('تعذر الحفظ'));
    act(() => void notify.error('تعذر الحفظ'));
    await screen.findByText('تعذر الحفظ');
    await waitFor(() => expect(screen.getAllByText('تعذر الحفظ')).toHaveLength(1));
  });

  it('shows toasts at the top end below the header, away from its navigation and the bottom save bars', async () => {
    renderPage(<p>page</p>);
    act(() => void notify.info('تم الحفظ'));
    const toast = await screen.findByText('تم الحفظ');
    const group = toast.closest('[data-placement]');
    expect(group).toHaveAttribute('data-placement', 'top-end');
    expect(toast.closest('[data-part="group"]')?.getAttribute('style')).toContain('4.75rem');
  });
});
