// The billing feature's public face for other features.
export { UpgradeButton, hasFullAccess } from './components/upgrade-button';
