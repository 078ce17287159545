import { Mail } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterResponse } from '@shared/contracts/newsletter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/components/ui/use-toast';
import { usePrerenderedForm } from '@/hooks/use-prerendered-form';
import { api, errorBodyMessage } from '@/lib/api-client';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';

/** The blog's newsletter box: POST /api/newsletter, the server's message in a toast either way. */
export function NewsletterForm() {
  const { t } = useTranslation('marketing');
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const { formRef, hydrated } = usePrerenderedForm((typed) => setEmail(typed.email ?? ''));

  // The answer arrives as a toast: have the toast viewport ready before the first one.
  useEffect(() => preloadToaster(), []);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const result = await api.post<NewsletterResponse>(NEWSLETTER_ENDPOINT, { email });
      toast({
        variant: 'success',
        title: result.alreadySubscribed ? t('newsletter.alreadySubscribed') : t('newsletter.subscribed'),
        description: result.message,
      });
      setEmail('');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('newsletter.failed'),
        description: errorBodyMessage(error) ?? t('newsletter.failedFallback'),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={subscribe} className="mx-auto mt-6 flex w-full max-w-lg flex-col gap-3 sm:flex-row">
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          {t('newsletter.emailLabel')}
        </label>
        <Input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-12 bg-card text-foreground"
        />
      </div>
      <Button type="submit" size="lg" disabled={pending || !hydrated} className="h-12 bg-white text-violet-700 hover:bg-violet-50">
        <Mail aria-hidden />
        {pending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </Button>
    </form>
  );
}
