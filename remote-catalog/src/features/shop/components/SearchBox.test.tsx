import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './SearchBox';

afterEach(() => {
  vi.useRealTimers();
});

const box = () => screen.getByRole('searchbox', { name: 'Search products' });

describe('SearchBox', () => {
  it('searches once typing pauses for 300 ms', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox query="" onSearch={onSearch} />);

    fireEvent.change(box(), { target: { value: 'dee' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(box(), { target: { value: 'deepam' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onSearch).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('deepam');
  });

  it('searches at once on Enter, without a second search after the pause', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox query="" onSearch={onSearch} />);

    fireEvent.change(box(), { target: { value: 'urli' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('urli');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('shows what the URL says when it changes under the box (Back, a link)', () => {
    const { rerender } = render(<SearchBox query="bell" onSearch={() => {}} />);
    expect(box()).toHaveValue('bell');

    rerender(<SearchBox query="nandi" onSearch={() => {}} />);
    expect(box()).toHaveValue('nandi');

    rerender(<SearchBox query="" onSearch={() => {}} />);
    expect(box()).toHaveValue('');
  });
});
