import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { FAQ_ITEMS } from '../data/faq';

import { Faq } from './faq';

describe("'Common Questions'", () => {
  it('opens one item at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const [first, second] = FAQ_ITEMS;
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.queryByText(first.answer)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: first.question }));
    expect(screen.getByText(first.answer)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: second.question }));
    expect(screen.getByText(second.answer)).toBeInTheDocument();
    expect(screen.queryByText(first.answer)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: second.question }));
    expect(screen.queryByText(second.answer)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: second.question })).toHaveAttribute('aria-expanded', 'false');
  });
});
