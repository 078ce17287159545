import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@shared/contracts/auth';
import { localePath, splitLocalePath, type InterfaceLocale } from '@shared/i18n/locales';
import { useAuth } from '@/features/auth';
import { changeLocale } from '@/i18n/i18n';
import { isPublicPage, storeLocale } from '@/i18n/locale-choice';
import { api } from '@/lib/api-client';

/** Whether the address decides the language (a /{lang}/ page, or a public page in English at the root). */
const addressDecides = () => splitLocalePath(location.pathname).prefixed || isPublicPage(location.pathname);

/**
 * Keeps the studio in the account's language once the session is known (the account's choice wins
 * over the device's), and this device remembers it for the next first paint. A page whose address
 * names its language keeps it.
 */
export function useAccountLocale(): void {
  const { user } = useAuth();
  const locale = user?.locale ?? null;
  useEffect(() => {
    if (!locale || addressDecides()) return;
    storeLocale(locale);
    void changeLocale(locale);
  }, [locale]);
}

/**
 * The interface language and a way to change it: kept on this device and, signed in, with
 * PATCH /api/account/profile {locale}. A page whose address names its language opens in the new
 * one's address (its pre-rendered copy); any other page changes in place.
 */
export function useLocaleChoice() {
  const { i18n } = useTranslation();
  const { user, updateUser } = useAuth();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function choose(locale: InterfaceLocale) {
    storeLocale(locale);
    setFailed(false);
    if (user) {
      setSaving(true);
      try {
        updateUser(await api.patch<PublicUser>('/api/account/profile', { locale }));
      } catch {
        setFailed(true);
      } finally {
        setSaving(false);
      }
    }
    if (addressDecides()) {
      const { path } = splitLocalePath(location.pathname);
      location.assign(`${localePath(locale, path)}${location.search}${location.hash}`);
      return;
    }
    await changeLocale(locale);
  }

  return { locale: i18n.language as InterfaceLocale, choose, saving, failed };
}
