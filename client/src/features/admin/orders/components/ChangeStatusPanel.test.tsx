import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test/render';
import { ChangeStatusPanel } from './ChangeStatusPanel';

const processing = () => screen.getByRole('button', { name: 'قيد المعالجة' });
const confirm = () => screen.getByRole('button', { name: 'نعم، غيّر الحالة' });

describe('the status change with required documents outstanding', () => {
  it('asks for a recorded reason before moving on to processing, and sends it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn(async () => true);
    renderPage(
      <ChangeStatusPanel
        status="paid"
        allowed={['processing', 'cancelled']}
        saving={false}
        onChange={onChange}
        outstandingDocuments={2}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'ملغي' }));
    expect(screen.queryByTestId('waive-reason')).not.toBeInTheDocument();
    await user.click(processing());
    expect(confirm()).toBeDisabled();
    await user.type(screen.getByTestId('waive-reason'), 'الأصل لدى المكتب');
    await user.click(confirm());
    expect(onChange).toHaveBeenCalledWith('processing', '', 'الأصل لدى المكتب');
  });

  it('asks nothing more when every required document is accepted', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn(async () => true);
    renderPage(<ChangeStatusPanel status="paid" allowed={['processing']} saving={false} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'قيد المعالجة' }));
    expect(screen.queryByTestId('waive-reason')).not.toBeInTheDocument();
    await user.click(confirm());
    expect(onChange).toHaveBeenCalledWith('processing', '', undefined);
  });
});
