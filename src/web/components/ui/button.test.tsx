import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button asChild', () => {
  it('gives its one child the button look, keeps the child’s own props and runs both click handlers', async () => {
    const order: string[] = [];
    render(
      <Button asChild variant="outline" size="lg" className="w-full" onClick={() => order.push('button')} aria-label="Open the plans">
        <a
          href="/subscription"
          className="mt-4"
          onClick={(event) => {
            event.preventDefault();
            order.push('link');
          }}
        >
          Plans
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Open the plans' });
    expect(link).toHaveAttribute('href', '/subscription');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link.className).toContain('h-12');
    expect(link.className).toContain('w-full');
    expect(link.className).toContain('mt-4');
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(link);
    expect(order).toEqual(['link', 'button']);
  });

  it('renders a plain button otherwise', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
