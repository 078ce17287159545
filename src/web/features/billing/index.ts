// The billing feature's public face for other features.
export { UpgradeButton, hasFullAccess } from './components/upgrade-button';
export { UsageMeter } from './components/usage-meter';
export { usageChangedBy, usageQueryKey, usageQueryOptions } from './api/get-usage';
export { SubscriptionActivatedDialog } from './components/subscription-activated-dialog';
