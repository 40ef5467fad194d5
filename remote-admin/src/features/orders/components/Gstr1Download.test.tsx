import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadGstr1 } from '../api/download-gstr1';
import { Gstr1Download } from './Gstr1Download';

// The CSV is the API's to write (its tests read it); here, what the owner asks for.
vi.mock('../api/download-gstr1', () => ({ downloadGstr1: vi.fn() }));

describe('Gstr1Download', () => {
  it("downloads the table the owner chooses of the month the owner chooses, last month's first", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T10:00:00Z'), toFake: ['Date'] });
    render(<Gstr1Download />);
    const month = screen.getByLabelText('Month');
    expect(month).toHaveValue('2026-10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Table' }), 'HSN summary');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadGstr1).toHaveBeenLastCalledWith('2026-10', 'hsn');
    vi.useRealTimers();
  });

  it('says so when the table cannot be had', async () => {
    vi.mocked(downloadGstr1).mockRejectedValueOnce(new Error('Request failed with status code 400'));
    render(<Gstr1Download />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The table could not be downloaded. Check the month and try again.',
    );
  });
});
