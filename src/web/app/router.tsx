import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { blogSlugs } from '@shared/catalog/blog-slugs';
import { normalizePath, pagePaths, sessionFreePagePaths } from '@shared/routes';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { usePageViews } from '@/features/analytics/use-page-views';
import { lazyDataPage, lazyPage } from './lazy-page';
import { usePageMeta } from './use-page-meta';
import { RequireAuth } from './route-guards';

// Every page is its own chunk: the landing page loads only what it shows. Pages that read or
// write data load TanStack Query with them; the public pages never do.
const LandingPage = lazyPage(() => import('@/features/marketing/pages/landing-page'), 'LandingPage');
const AboutPage = lazyPage(() => import('@/features/marketing/pages/about-page'), 'AboutPage');
const FeaturesPage = lazyPage(() => import('@/features/marketing/pages/features-page'), 'FeaturesPage');
const PrivacyPage = lazyPage(() => import('@/features/marketing/pages/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('@/features/marketing/pages/terms-page'), 'TermsPage');
const FaqPage = lazyPage(() => import('@/features/marketing/pages/faq-page'), 'FaqPage');
const BlogPage = lazyPage(() => import('@/features/marketing/pages/blog-page'), 'BlogPage');
const BlogArticlePage = lazyPage(() => import('@/features/marketing/pages/blog-article-page'), 'BlogArticlePage');
const ComparisonPage = lazyPage(() => import('@/features/marketing/pages/comparison-page'), 'ComparisonPage');
const ScriptFaqPage = lazyPage(() => import('@/features/marketing/pages/script-faq-page'), 'ScriptFaqPage');
const LoginPage = lazyDataPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyDataPage(() => import('@/features/auth/pages/register-page'), 'RegisterPage');
const SubscriptionPage = lazyDataPage(() => import('@/features/billing/pages/subscription-page'), 'SubscriptionPage');
const WorkspacePage = lazyDataPage(() => import('@/features/workspace/pages/workspace-page'), 'WorkspacePage');
const WorkspaceFrame = lazyPage(() => import('@/features/workspace/pages/workspace-frame'), 'WorkspaceFrame', { page: false });
const AffiliatePage = lazyDataPage(() => import('@/features/affiliates/pages/affiliate-page'), 'AffiliatePage');
const OwnerVoicePage = lazyDataPage(() => import('@/features/voice/pages/owner-voice-page'), 'OwnerVoicePage');
const LocalCheckoutPage = lazyDataPage(() => import('@/features/billing/pages/local-checkout-page'), 'LocalCheckoutPage');
const AccountPage = lazyDataPage(() => import('@/features/account/pages/account-page'), 'AccountPage');
const CalendarPage = lazyDataPage(() => import('@/features/publishing/pages/calendar-page'), 'CalendarPage');
// 'Forgot password?' and the pages e-mailed links open: one chunk, behind one loader.
const accountLinkPages = () => import('@/features/account/pages/link-pages');
const ForgotPasswordPage = lazyDataPage(accountLinkPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyDataPage(accountLinkPages, 'ResetPasswordPage');
const VerifyEmailPage = lazyDataPage(accountLinkPages, 'VerifyEmailPage');
const ConfirmEmailPage = lazyDataPage(accountLinkPages, 'ConfirmEmailPage');
const AdminPage = lazyDataPage(() => import('@/features/admin/pages/admin-page'), 'AdminPage');
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

const knownSlugs = new Set<string>(blogSlugs);
const isKnownSlug = (slug: string): slug is (typeof blogSlugs)[number] => knownSlugs.has(slug);
const sessionFree = new Set(sessionFreePagePaths);

/**
 * The route table of spec §2. While a stored session is checked, the pages that look the same to
 * everyone show at once, /app shows the studio's frame, and a spinner replaces the other routes.
 * All three are what the build pre-renders, so a signed-in visitor's first paint needs no script.
 */
export function AppRouter() {
  const { isLoading, user } = useAuth();
  const [location] = useLocation();
  const { t } = useTranslation();
  const path = normalizePath(location);
  usePageMeta({ notFound: !isLoading && path === pagePaths.admin && !user?.isAdmin });
  usePageViews();
  const showsWhileChecking = sessionFree.has(path) || path === pagePaths.app;
  if (isLoading && !showsWhileChecking) return <FullScreenSpinner label={t('loading.checkingSession')} />;

  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        <Route path={pagePaths.home} component={LandingPage} />
        <Route path={pagePaths.about} component={AboutPage} />
        <Route path={pagePaths.features} component={FeaturesPage} />
        <Route path={pagePaths.privacy} component={PrivacyPage} />
        <Route path={pagePaths.terms} component={TermsPage} />
        <Route path={pagePaths.faq} component={FaqPage} />
        <Route path={pagePaths.blog} component={BlogPage} />
        <Route path="/blog/:slug">{({ slug }) => (isKnownSlug(slug) ? <BlogArticlePage slug={slug} /> : <NotFoundPage />)}</Route>
        <Route path={pagePaths.comparison} component={ComparisonPage} />
        <Route path={pagePaths.scriptFaq} component={ScriptFaqPage} />
        <Route path={pagePaths.login} component={LoginPage} />
        <Route path={pagePaths.register} component={RegisterPage} />
        <Route path={pagePaths.subscription} component={SubscriptionPage} />
        <Route path={pagePaths.app}>
          {/* The studio's frame shows while the session is checked (the pre-rendered page) and while the
              studio's code loads. The check's end is a transition (auth-provider.tsx), so on the first
              visit this boundary keeps the frame until the studio is in, with no spinner between; on a
              client-side visit the frame is the fallback (a spinner while the frame's own code loads). */}
          <Suspense
            fallback={
              <Suspense fallback={<FullScreenSpinner label={t('loading.openingStudio')} />}>
                <WorkspaceFrame />
              </Suspense>
            }
          >
            <RequireAuth whileChecking={<WorkspaceFrame />}>
              <WorkspacePage />
            </RequireAuth>
          </Suspense>
        </Route>
        <Route path={pagePaths.affiliate}>
          <RequireAuth redirectTo={`${pagePaths.login}?from=affiliate`}>
            <AffiliatePage />
          </RequireAuth>
        </Route>
        <Route path={pagePaths.ownerVoice}>
          <RequireAuth>
            <OwnerVoicePage />
          </RequireAuth>
        </Route>
        <Route path={pagePaths.voice}>
          <RequireAuth>
            <OwnerVoicePage />
          </RequireAuth>
        </Route>
        <Route path={pagePaths.account}>
          <RequireAuth>
            <AccountPage />
          </RequireAuth>
        </Route>
        <Route path={pagePaths.calendar}>
          <RequireAuth>
            <CalendarPage />
          </RequireAuth>
        </Route>
        <Route path={pagePaths.forgotPassword} component={ForgotPasswordPage} />
        <Route path={pagePaths.resetPassword} component={ResetPasswordPage} />
        <Route path={pagePaths.verifyEmail} component={VerifyEmailPage} />
        <Route path={pagePaths.confirmEmail} component={ConfirmEmailPage} />
        {/* The operator console: administrators only; to everyone else it does not exist. */}
        <Route path={pagePaths.admin}>{user?.isAdmin ? <AdminPage /> : <NotFoundPage />}</Route>
        <Route path="/checkout/local/:id">{({ id }) => <LocalCheckoutPage id={id} />}</Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
