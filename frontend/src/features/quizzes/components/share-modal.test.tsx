import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ShareModal } from '@/features/quizzes/components/share-modal';

const LINK = 'http://127.0.0.1:8000/shared/abcDEF123';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('ShareModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the link read-only under the spec title and subtitle', () => {
    render(<ShareModal open link={LINK} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Share Your Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Simply copy the link below and share it with others!')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Share link' });
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
  });

  it("copies the link and reads 'Copied!' for 2 seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    render(<ShareModal open link={LINK} onClose={vi.fn()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('alerts when the clipboard refuses', async () => {
    mockClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<ShareModal open link={LINK} onClose={vi.fn()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(alert).toHaveBeenCalledWith('Failed to copy link to clipboard.');
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  it('closes from its close buttons', () => {
    const onClose = vi.fn();
    render(<ShareModal open link={LINK} onClose={onClose} />);
    const closers = screen.getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    for (const button of closers) fireEvent.click(button);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
