import { fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('announces what could not be loaded and asks again on Retry', () => {
    const retry = vi.fn();
    render(createElement(LoadError, { message: 'We could not load your orders.', onRetry: retry }));

    expect(screen.getByRole('alert').textContent).toBe('We could not load your orders.');
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.getAttribute('type')).toBe('button');
    expect(retry).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(retry).toHaveBeenCalledOnce();
  });

  it("wears the caller's classes", () => {
    const { container } = render(
      createElement(LoadError, {
        message: 'We could not load the blog.',
        onRetry: () => {},
        classNames: { root: 'box', message: 'text', retry: 'again' },
      }),
    );
    expect(container.firstElementChild?.className).toBe('box');
    expect(screen.getByRole('alert').className).toBe('text');
    expect(screen.getByRole('button', { name: 'Retry' }).className).toBe('again');
  });
});
