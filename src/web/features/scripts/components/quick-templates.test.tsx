import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { quickTemplates } from '@shared/catalog/scripts';
import { json } from '@/test/mock-api';
import { projectServer } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { makeVoices } from '@/test/voice-fixtures';
import { ScriptWritingTab } from './script-writing-tab';

// Issue 23, item 5: a Quick Template never silently replaces a typed topic.

const review = quickTemplates.find(({ id }) => id === 'review')!;
const vlog = quickTemplates.find(({ id }) => id === 'vlog')!;

function renderTab() {
  const server = projectServer();
  return renderSignedInTab(<ScriptWritingTab />, {
    overlay: { title: 'Generating Script...', message: 'Writing your video script' },
    handlers: {
      'GET /api/usage': () => json({ plan: 'trial', canGenerate: true }),
      'GET /api/voice/voices': () => json(makeVoices()),
      'GET /api/projects': () => json({ projects: [], pagination: { page: 1, total: 0, totalPages: 0 } }),
      ...server.handlers,
    },
  });
}

const topicBox = () => screen.getByLabelText('Video Topic or Keywords');
const templateButton = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

// jsdom has no pointer capture, which the toast's swipe handling uses when its Undo is clicked.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('Quick Templates', () => {
  it('fill an empty topic without asking anything, and bring the topic into view', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderTab();
    await userEvent.click(templateButton('Review'));
    expect(topicBox()).toHaveValue(review.topicPrompt);
    // On a phone the templates are far below the topic: the field that changed is shown.
    expect(scrolled).toEqual([topicBox()]);
    expect(templateButton('Review')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Template Inserted')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('over a typed topic, say so and offer Undo, which brings back exactly what was typed', async () => {
    renderTab();
    const typed = '  My balcony garden:\ntomatoes, basil & chillies  ';
    await userEvent.type(topicBox(), typed);
    await userEvent.click(templateButton('Review'));

    expect(topicBox()).toHaveValue(review.topicPrompt);
    expect(await screen.findByText('Template Inserted')).toBeVisible();
    expect(screen.getByText('The Review template replaced your topic.')).toBeVisible();

    // A change made meanwhile is kept; only the topic (and the template choice) go back.
    await userEvent.selectOptions(screen.getByLabelText('Tone'), 'Casual');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(topicBox()).toHaveValue(typed);
    expect(templateButton('Review')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Tone')).toHaveValue('Casual');
    await waitFor(() => expect(screen.queryByText('Template Inserted')).not.toBeInTheDocument());
  });

  it('Undo after switching templates returns to the previous template', async () => {
    renderTab();
    await userEvent.click(templateButton('Review'));
    await userEvent.type(topicBox(), ' in the rain');
    await userEvent.click(templateButton('Vlog'));
    expect(topicBox()).toHaveValue(vlog.topicPrompt);

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(topicBox()).toHaveValue(`${review.topicPrompt} in the rain`);
    expect(templateButton('Review')).toHaveAttribute('aria-pressed', 'true');
    expect(templateButton('Vlog')).toHaveAttribute('aria-pressed', 'false');
  });
});
