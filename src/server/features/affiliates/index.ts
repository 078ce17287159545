// The affiliate programme's public face: what the composition root, the app and the payouts command use.
export { createAffiliateRepository } from './repository';
export { createAffiliateService, type AffiliateService } from './service';
export { affiliateRoutes } from './routes';
export { forgetReferral, referralClickOf, referralLinkCapture } from './referral-link';
export { createPayouts, payoutCsv, runMonthlyPayouts, type Payouts, type CommissionEntry } from './payouts';
export { affiliateRecordsOf, keepAffiliateRecordsOf, type AffiliateRecords } from './account-records';
