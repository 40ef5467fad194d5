import { saveFile } from './save-file';

describe('saveFile', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:https://shop.example.in/1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a link to the file under its name, from the document, and leaves nothing behind', () => {
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

    saveFile(pdf, 'invoice-BA-10042.pdf');

    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(clicked).toEqual([
      { href: 'blob:https://shop.example.in/1', download: 'invoice-BA-10042.pdf', inDocument: true },
    ]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    click.mockRestore();
  });

  it('keeps the file addressable while the download starts, then frees it', () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    saveFile(new Blob(['a,b']), 'orders.csv');

    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://shop.example.in/1');
  });
});
