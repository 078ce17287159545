import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProjectSummary } from '@shared/contracts/projects';
import { json } from '@/test/mock-api';
import { makeProject, PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { ProjectSwitcher } from './project-switcher';

const summary = (overrides: Partial<ProjectSummary>): ProjectSummary => ({
  id: crypto.randomUUID(),
  title: 'A project',
  topic: '',
  hasScript: false,
  hasVoiceover: false,
  thumbnailUrl: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

const listOf = (projects: ProjectSummary[]) => json({ projects, pagination: { page: 1, total: projects.length, totalPages: 1 } });

describe('ProjectSwitcher and My Projects', () => {
  it('names the open project, lists projects, searches them, and opens one', async () => {
    const sourdough = summary({
      title: 'Sourdough basics',
      topic: 'bread for beginners',
      hasScript: true,
      hasVoiceover: true,
      thumbnailUrl: '/files/thumbnails/ab/chosen.jpeg',
    });
    const network = renderSignedInTab(<ProjectSwitcher />, {
      route: `/app?project=${PROJECT_ID}`,
      handlers: {
        [`GET /api/projects/${PROJECT_ID}`]: () => json(makeProject({ title: 'Balcony tomatoes' })),
        [`GET /api/projects/${sourdough.id}`]: () => json(makeProject({ id: sourdough.id, title: 'Sourdough basics' })),
        'GET /api/projects': (request) =>
          new URL(request.url, 'http://x').searchParams.get('search') === 'sour'
            ? listOf([sourdough])
            : listOf([sourdough, summary({ id: PROJECT_ID, title: 'Balcony tomatoes' })]),
      },
    });
    const button = await screen.findByRole('button', { name: 'My Projects: Balcony tomatoes' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'My Projects' });
    const list = await within(dialog).findByRole('list', { name: 'Projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Open')).toBeInTheDocument();
    // A card shows its project's picture (the chosen thumbnail), or a placeholder without one.
    const [withPicture, withoutPicture] = within(list).getAllByRole('listitem');
    expect(withPicture!.querySelector('img')).toHaveAttribute('src', '/files/thumbnails/ab/chosen.jpeg');
    expect(within(withPicture!).getByText('Voiceover')).toBeInTheDocument();
    expect(withoutPicture!.querySelector('img')).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Search projects'), 'sour');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(network.requests.some((request) => request.url === '/api/projects?page=1&search=sour')).toBe(true);

    await userEvent.click(within(list).getByRole('button', { name: /^Sourdough basics/ }));
    expect(new URLSearchParams(window.location.search).get('project')).toBe(sourdough.id);
    expect(localStorage.getItem('lastProjectId')).toBe(sourdough.id);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'My Projects: Sourdough basics' })).toBeInTheDocument();
  });

  it("shows the open project's content language beside its title", async () => {
    renderSignedInTab(<ProjectSwitcher />, {
      route: `/app?project=${PROJECT_ID}`,
      handlers: { [`GET /api/projects/${PROJECT_ID}`]: () => json(makeProject({ title: 'Pan casero', language: 'es' })) },
    });
    const button = await screen.findByRole('button', { name: 'My Projects: Pan casero (Español)' });
    expect(within(button).getByTestId('project-language')).toHaveTextContent('es');
    expect(within(button).getByTestId('project-language')).toHaveAttribute('title', 'Content language: Español');
  });

  it('says there are no projects yet, and starts a new one', async () => {
    const network = renderSignedInTab(<ProjectSwitcher />, {
      handlers: {
        'GET /api/projects': () => listOf([]),
        'POST /api/projects': () => json(makeProject({ title: 'Untitled project' }), 201),
        [`GET /api/projects/${PROJECT_ID}`]: () => json(makeProject({ title: 'Untitled project' })),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'My Projects' }));
    expect(await screen.findByText('No projects yet. Start one for your next video.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Project' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('project')).toBe(PROJECT_ID));
    expect(network.to('POST /api/projects')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'My Projects: Untitled project' })).toBeInTheDocument();
  });

  it('renames a project, and deletes one only after confirming', async () => {
    const project = summary({ title: 'Old name' });
    const network = renderSignedInTab(<ProjectSwitcher />, {
      handlers: {
        'GET /api/projects': () => listOf([project]),
        [`PATCH /api/projects/${project.id}`]: () => json(makeProject({ id: project.id, title: 'New name' })),
        [`DELETE /api/projects/${project.id}`]: () => new Response(null, { status: 204 }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'My Projects' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Old name' }));
    const title = screen.getByLabelText('Project title');
    await userEvent.clear(title);
    await userEvent.type(title, 'New name{Enter}');
    await waitFor(() => expect(network.to(`PATCH /api/projects/${project.id}`)).toHaveLength(1));
    expect(JSON.parse(network.to(`PATCH /api/projects/${project.id}`)[0]!.body!)).toEqual({ title: 'New name' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old name' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Old name”?' });
    expect(network.to(`DELETE /api/projects/${project.id}`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Project' }));
    await waitFor(() => expect(network.to(`DELETE /api/projects/${project.id}`)).toHaveLength(1));
    expect(await screen.findByText('Project Deleted')).toBeInTheDocument();
  });

  it('opens My Projects with New Project focused from the installed app’s shortcut (/app?projects=new), once', async () => {
    renderSignedInTab(<ProjectSwitcher />, {
      route: '/app?projects=new&tab=chat',
      handlers: { 'GET /api/projects': () => listOf([summary({ title: 'Sourdough basics' })]) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'My Projects' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'New Project' })).toHaveFocus());
    // The parameter leaves the address (the rest stays), so a reload does not open it again.
    expect(`${window.location.pathname}${window.location.search}`).toBe('/app?tab=chat');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
