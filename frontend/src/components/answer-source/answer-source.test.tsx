import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AnswerSource } from '@/components/answer-source/answer-source';
import { keyInPassage } from '@/components/answer-source/key-in-passage';

describe('AnswerSource', () => {
  it('shows the explanation and the passage with the answer marked wherever it says it', () => {
    render(
      <AnswerSource
        answer="mitochondria"
        explanation="They make most of the cell's ATP."
        source="The Mitochondria are the powerhouse; mitochondria divide on their own."
      />,
    );
    expect(screen.getByText("They make most of the cell's ATP.")).toBeInTheDocument();
    const quote = screen.getByRole('figure', { name: 'Where it says that' });
    expect(quote).toHaveTextContent('The Mitochondria are the powerhouse; mitochondria divide on their own.');
    expect(within(quote).getAllByText(/mitochondria/i, { selector: 'mark' }).map((m) => m.textContent)).toEqual([
      'Mitochondria',
      'mitochondria',
    ]);
  });

  it('shows the explanation alone for a quiz typed by hand, and nothing without either', () => {
    const { container, rerender } = render(<AnswerSource answer="4" explanation="Two and two make four." source={null} />);
    expect(screen.getByText('Two and two make four.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    rerender(<AnswerSource answer="4" explanation="" source={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('keyInPassage', () => {
  it('leaves a passage that does not quote the answer whole', () => {
    expect(keyInPassage('Water boils at 100 degrees.', 'Steam')).toEqual([{ text: 'Water boils at 100 degrees.', key: false }]);
  });

  it('marks nothing for a one-character answer, which would light up every word', () => {
    expect(keyInPassage('A cat and a dog.', 'a')).toEqual([{ text: 'A cat and a dog.', key: false }]);
  });

  it('marks the answer only as whole words, in any script', () => {
    expect(keyInPassage('The answer: he said 1200, not 12.', 'He')).toEqual([
      { text: 'The answer: ', key: false },
      { text: 'he', key: true },
      { text: ' said 1200, not 12.', key: false },
    ]);
    expect(keyInPassage('Pay 1200 or 12.', '12').filter((part) => part.key)).toEqual([{ text: '12', key: true }]);
    expect(keyInPassage('Élan et élans.', 'élan')).toEqual([
      { text: 'Élan', key: true },
      { text: ' et élans.', key: false },
    ]);
  });
});
