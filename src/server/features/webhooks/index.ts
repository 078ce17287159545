// Outgoing webhooks: endpoints for a user's events and the instance's, deliveries signed and retried by the job queue.
export { createWebhookRepository, type WebhookRepository } from './repository';
export {
  createWebhookService,
  studioLink,
  studioOrigin,
  WEBHOOK_PAUSED_SUBJECT,
  WEBHOOK_QUEUE,
  type WebhookEvent,
  type WebhookEvents,
  type WebhookService,
} from './service';
export { instanceWebhookRoutes, webhookRoutes } from './routes';
