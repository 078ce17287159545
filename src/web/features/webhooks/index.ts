// Outgoing webhooks: a user's endpoints (the account page) and the instance's (the operator console).
export { WebhooksPanel } from './components/webhooks-panel';
