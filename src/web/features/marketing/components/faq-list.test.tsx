import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqItem } from '../content/faq';
import { FaqList } from './faq-list';

const items: FaqItem[] = [
  { id: 'one', question: 'First question?', answer: 'First answer.', category: 'General' },
  { id: 'two', question: 'Second question?', answer: 'Second answer.', category: 'Pricing' },
  { id: 'three', question: 'Third question?', answer: 'Third answer.', category: 'Pricing' },
];

const question = (name: string) => screen.getByRole('button', { name });

describe('FaqList', () => {
  it('starts collapsed, with each button pointing at its hidden answer', () => {
    render(<FaqList items={items} idPrefix="faq" />);
    for (const item of items) {
      const button = question(item.question);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(answer).toHaveTextContent(item.answer);
      expect(answer).not.toBeVisible();
    }
  });

  it('opens several answers at once and closes one without touching the others', async () => {
    const user = userEvent.setup();
    render(<FaqList items={items} idPrefix="faq" />);
    await user.click(question('First question?'));
    await user.click(question('Second question?'));
    expect(question('First question?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Second question?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer.')).toBeVisible();
    expect(screen.getByText('Second answer.')).toBeVisible();

    await user.click(question('First question?'));
    expect(question('First question?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First answer.')).not.toBeVisible();
    expect(question('Second question?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Third question?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Tab to a question, Enter or Space toggles it', async () => {
    const user = userEvent.setup();
    render(<FaqList items={items} idPrefix="faq" />);
    await user.tab();
    expect(question('First question?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question('First question?')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(question('Second question?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question('Second question?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels categories without turning them into filters', () => {
    render(<FaqList items={items} idPrefix="faq" showCategory />);
    expect(screen.getAllByText('Pricing')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Pricing' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});
