// The affiliates feature's public face for other features (the router loads the page by its path):
// registration attaches the referral the visitor arrived with, then forgets it.
export { clearReferral, referralForSignup, type ReferralAttribution } from './lib/referral';
