// The affiliate programme's public face: what the composition root, the app and the payouts command use.
export { createAffiliateRepository } from './repository';
export { createAffiliateService } from './service';
export { affiliateRoutes } from './routes';
export { payoutCsv, runMonthlyPayouts } from './payouts';
