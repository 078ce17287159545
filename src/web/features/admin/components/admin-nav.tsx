import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { adminSections, sectionHref, type AdminSectionId } from '../lib/sections';

/**
 * The console's sections: a column beside the content on wide screens, a row that scrolls sideways
 * under the header on narrow ones. Plain links (Tab and Enter; each section has its own address).
 */
export function AdminNav({ active }: { active: AdminSectionId }) {
  const { t } = useTranslation('admin');
  const navRef = useRef<HTMLElement>(null);
  // In the sideways row, bring the open section into view (a phone opened on ?section=audit sees it).
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
  }, [active]);
  return (
    <nav ref={navRef} aria-label={t('nav.label')} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0 lg:overflow-visible">
      <ul className="flex gap-1 pb-1 lg:flex-col lg:pb-0">
        {adminSections.map(({ id, icon: Icon }) => {
          const current = id === active;
          return (
            <li key={id} className="shrink-0">
              <Link
                href={sectionHref(id)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  current
                    ? 'bg-primary text-primary-foreground shadow-sm'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(`sections.${id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
