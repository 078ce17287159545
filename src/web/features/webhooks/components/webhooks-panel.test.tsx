import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import { webhookMessages, type CreatedWebhook, type WebhookDeliveryView, type WebhookEndpointView } from '@shared/contracts/webhooks';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { WebhooksPanel } from './webhooks-panel';

const active: WebhookEndpointView = {
  id: '7a1c0d4e-1111-4a3e-9f3e-0c6f1b2e7a01',
  url: 'https://hooks.example.com/renders',
  events: ['render.finished', 'render.failed'],
  status: 'active',
  consecutiveFailures: 0,
  pausedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};
const paused: WebhookEndpointView = {
  ...active,
  id: '7a1c0d4e-2222-4a3e-9f3e-0c6f1b2e7a02',
  url: 'https://gone.example.com/hook',
  events: ['publication.failed'],
  status: 'paused',
  consecutiveFailures: 5,
  pausedAt: '2026-11-03T09:00:00.000Z',
};
const delivered: WebhookDeliveryView = {
  id: '7a1c0d4e-3333-4a3e-9f3e-0c6f1b2e7a03',
  messageId: 'msg_1',
  event: 'render.finished',
  payload: { type: 'render.finished', data: {} },
  status: 'succeeded',
  attempts: 2,
  responseStatus: 200,
  responseBody: 'thanks, got it',
  error: null,
  createdAt: new Date(Date.now() - 120_000).toISOString(),
  lastAttemptAt: new Date(Date.now() - 60_000).toISOString(),
  nextAttemptAt: null,
};
const refused: WebhookDeliveryView = {
  ...delivered,
  id: '7a1c0d4e-4444-4a3e-9f3e-0c6f1b2e7a04',
  status: 'pending',
  attempts: 1,
  responseStatus: null,
  responseBody: null,
  error: 'The connection was refused.',
  nextAttemptAt: new Date(Date.now() + 300_000).toISOString(),
};
const tested: WebhookDeliveryView = {
  ...delivered,
  id: '7a1c0d4e-6666-4a3e-9f3e-0c6f1b2e7a06',
  messageId: 'msg_test',
  event: 'webhook.test',
  payload: { type: 'webhook.test', data: { endpointId: active.id, message: webhookMessages.testMessage } },
  status: 'pending',
  attempts: 0,
  responseStatus: null,
  responseBody: null,
  lastAttemptAt: null,
  createdAt: new Date().toISOString(),
};
const SECRET = `whsec_${'A'.repeat(43)}=`;
const ROTATED = `whsec_${'B'.repeat(43)}=`;

/** The server's endpoints under `base`: listed, made (with their secret), tested, rotated, deleted and resumed. */
function webhookServer(base: string, initial: WebhookEndpointView[]) {
  let endpoints = initial;
  let deliveries = [refused, delivered];
  const handlers: ApiHandlers = {
    [`GET ${base}`]: () => json({ endpoints }),
    [`POST ${base}`]: ({ body }) => {
      const input = JSON.parse(body ?? '{}') as { url: string; events: WebhookEndpointView['events'] };
      const made: CreatedWebhook = { ...active, id: '7a1c0d4e-5555-4a3e-9f3e-0c6f1b2e7a05', ...input, secret: SECRET };
      endpoints = [{ ...active, ...input, id: made.id }, ...endpoints];
      return json(made, 201);
    },
    [`GET ${base}/${active.id}/deliveries`]: () => json({ deliveries }),
    [`POST ${base}/${active.id}/test`]: () => {
      deliveries = [tested, ...deliveries];
      return json({ delivery: tested }, 202);
    },
    [`POST ${base}/${active.id}/rotate-secret`]: () => json({ ...active, secret: ROTATED }),
    [`POST ${base}/${paused.id}/resume`]: () => {
      endpoints = endpoints.map((endpoint) =>
        endpoint.id === paused.id ? { ...paused, status: 'active', consecutiveFailures: 0, pausedAt: null } : endpoint,
      );
      return json(endpoints.find((endpoint) => endpoint.id === paused.id));
    },
    [`DELETE ${base}/${active.id}`]: () => {
      endpoints = endpoints.filter((endpoint) => endpoint.id !== active.id);
      return new Response(null, { status: 204 });
    },
  };
  return handlers;
}

describe('webhooks', () => {
  it('lists endpoints with their events and status, and a paused one says why', async () => {
    renderSignedInTab(<WebhooksPanel scope="user" />, { route: '/account', handlers: webhookServer('/api/webhooks', [active, paused]) });
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('https://hooks.example.com/renders');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('render.finishedrender.failed');
    expect(second).toHaveTextContent('Paused');
    expect(second).toHaveTextContent('Paused after 5 deliveries in a row failed every retry');
    expect(within(first!).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  });

  it('adds an endpoint and shows its secret once', async () => {
    const user = userEvent.setup();
    const network = renderSignedInTab(<WebhooksPanel scope="user" />, {
      route: '/account',
      handlers: webhookServer('/api/webhooks', []),
    });
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    // Instance events are not offered to a user.
    expect(screen.queryByText('user.created')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/new');
    await user.click(screen.getByRole('checkbox', { name: /shorts\.ready/ }));
    await user.click(screen.getByRole('checkbox', { name: /render\.finished/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByTestId('new-webhook-secret');
    expect(within(secret).getByRole('textbox')).toHaveValue(SECRET);
    const posted = network.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted!.body!)).toEqual({ url: 'https://hooks.example.com/new', events: ['render.finished', 'shorts.ready'] });
    expect(await screen.findByRole('list', { name: 'Webhook endpoints' })).toHaveTextContent('https://hooks.example.com/new');
    await user.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByTestId('new-webhook-secret')).not.toBeInTheDocument();
  });

  it('says what is wrong before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const network = renderSignedInTab(<WebhooksPanel scope="user" />, {
      route: '/account',
      handlers: {
        'GET /api/webhooks': () => json({ endpoints: [] }),
        'POST /api/webhooks': () => json({ message: webhookMessages.urlRefused, code: 'WEBHOOK_URL_REFUSED' }, 400),
      },
    });
    await screen.findByText('No webhook endpoints yet.');
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://10.0.0.8/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(webhookMessages.eventsRequired);
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /render\.failed/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(webhookMessages.urlRefused));
  });

  it('shows each delivery with its answer, resumes a paused endpoint and deletes one', async () => {
    const user = userEvent.setup();
    renderSignedInTab(<WebhooksPanel scope="user" />, { route: '/account', handlers: webhookServer('/api/webhooks', [active, paused]) });
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    const [first, second] = within(list).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Deliveries' }));
    const deliveries = await screen.findByRole('list', { name: `Deliveries to ${active.url}` });
    const [retrying, done] = within(deliveries).getAllByTestId('webhook-delivery');
    expect(retrying).toHaveTextContent('Retrying');
    expect(retrying).toHaveTextContent('No answer · 1 try');
    expect(retrying).toHaveTextContent('The connection was refused.');
    expect(retrying).toHaveTextContent('next try at');
    expect(done).toHaveTextContent('Delivered');
    expect(done).toHaveTextContent('HTTP 200 · 2 tries');
    expect(done).toHaveTextContent('thanks, got it');

    await user.click(within(second!).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${paused.url} is active again.`);
    await waitFor(() => expect(within(list).queryByText('Paused')).not.toBeInTheDocument());

    await user.click(within(first!).getByRole('button', { name: `Delete ${active.url}` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(active.url)).not.toBeInTheDocument());
  });

  it('sends a test event to an active endpoint, and its delivery shows in the endpoint’s deliveries', async () => {
    const user = userEvent.setup();
    const network = renderSignedInTab(<WebhooksPanel scope="user" />, {
      route: '/account',
      handlers: webhookServer('/api/webhooks', [active, paused]),
    });
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    const [first, second] = within(list).getAllByRole('listitem');
    // A paused endpoint sends nothing: it is resumed first.
    expect(within(second!).queryByRole('button', { name: /Send a test event/ })).not.toBeInTheDocument();
    const send = within(first!).getByRole('button', { name: `Send a test event to ${active.url}` });
    expect(send).toHaveTextContent('Send test event');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(`A test event is on its way to ${active.url}.`);
    expect(network.requests.some((request) => request.method === 'POST' && request.path === `/api/webhooks/${active.id}/test`)).toBe(true);
    const deliveries = await screen.findByRole('list', { name: `Deliveries to ${active.url}` });
    await waitFor(() => expect(within(deliveries).getAllByTestId('webhook-delivery')).toHaveLength(3));
    const [newest] = within(deliveries).getAllByTestId('webhook-delivery');
    expect(newest).toHaveTextContent('webhook.test');
    expect(newest).toHaveTextContent('Not sent yet · 0 tries');
  });

  it('says why a test event was refused', async () => {
    const user = userEvent.setup();
    renderSignedInTab(<WebhooksPanel scope="user" />, {
      route: '/account',
      handlers: {
        'GET /api/webhooks': () => json({ endpoints: [active] }),
        [`POST /api/webhooks/${active.id}/test`]: () => json({ message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' }, 429),
      },
    });
    await user.click(await screen.findByRole('button', { name: `Send a test event to ${active.url}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMIT_MESSAGE);
  });

  it('rotates the signing secret once asked, and shows the new one once', async () => {
    const user = userEvent.setup();
    const network = renderSignedInTab(<WebhooksPanel scope="user" />, {
      route: '/account',
      handlers: webhookServer('/api/webhooks', [active]),
    });
    await user.click(await screen.findByRole('button', { name: `Rotate the secret of ${active.url}` }));
    const asking = screen.getByRole('group', { name: `Rotate the secret of ${active.url}` });
    expect(asking).toHaveTextContent('the receiver fails the check until it has the new one');
    // Kept: nothing is asked of the server.
    await user.click(within(asking).getByRole('button', { name: 'Keep the current one' }));
    expect(network.requests.some((request) => request.path.endsWith('/rotate-secret'))).toBe(false);

    await user.click(screen.getByRole('button', { name: `Rotate the secret of ${active.url}` }));
    await user.click(
      within(screen.getByRole('group', { name: `Rotate the secret of ${active.url}` })).getByRole('button', { name: 'Rotate secret' }),
    );
    const secret = await screen.findByTestId('rotated-webhook-secret');
    expect(secret).toHaveTextContent(`New signing secret for ${active.url}`);
    expect(within(secret).getByRole('textbox')).toHaveValue(ROTATED);
    expect(network.requests.filter((request) => request.path === `/api/webhooks/${active.id}/rotate-secret`)).toHaveLength(1);
    await user.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('rotated-webhook-secret')).not.toBeInTheDocument();
  });

  it("offers the instance's events in the console, under /api/admin/webhooks", async () => {
    const user = userEvent.setup();
    const network = renderSignedInTab(<WebhooksPanel scope="instance" />, {
      route: '/admin?section=webhooks',
      handlers: webhookServer('/api/admin/webhooks', []),
    });
    await screen.findByText('No webhook endpoints yet.');
    expect(screen.queryByText('render.finished')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://crm.example.com/signups');
    await user.click(screen.getByRole('checkbox', { name: /user\.created/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByTestId('new-webhook-secret');
    const posted = network.requests.find((request) => request.method === 'POST');
    expect(posted?.path).toBe('/api/admin/webhooks');
    expect(JSON.parse(posted!.body!)).toEqual({ url: 'https://crm.example.com/signups', events: ['user.created'] });
  });
});
