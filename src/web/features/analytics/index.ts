// The analytics feature's public face: page views for the router, and the browser's anonymous
// visitor id that sign-in, registration and referral links send along.
export { usePageViews } from './use-page-views';
export { visitorId } from './visitor-id';
