import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptLanguageTags, defaultLocale, negotiateLocale, type InterfaceLocale } from '@shared/i18n/locales';
import de from '../error-messages/de.json';
import es from '../error-messages/es.json';
import fr from '../error-messages/fr.json';
import ptBR from '../error-messages/pt-BR.json';

/** Error messages by code in each language besides English (English's are the server's own words). */
const messages: Record<Exclude<InterfaceLocale, 'en'>, Record<string, string>> = { es, de, fr, 'pt-BR': ptBR };

/** The language a request asks for: `?lang=`, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): InterfaceLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lang === 'string' ? [query.lang] : [];
  return negotiateLocale([...asked, ...acceptLanguageTags(request.headers['accept-language'])]) ?? defaultLocale;
}

/**
 * Every error answer ({ code, message }) in the caller's language: the message is looked up by its
 * code, or by the answer's status for a code that covers many cases (NOT_FOUND, BAD_REQUEST…);
 * the code stays as it is for clients to decide on. A code with no translation keeps English.
 */
export const localizedErrors = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
      const locale = requestLocale(request);
      reply.header('vary', 'Accept-Language');
      if (locale === 'en') return payload;
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        return payload;
      }
      if (!body || typeof body !== 'object') return payload;
      const { code, message } = body as { code?: unknown; message?: unknown };
      if (typeof code !== 'string' || typeof message !== 'string') return payload;
      const translated = messages[locale][code] ?? messages[locale][`HTTP_${reply.statusCode}`];
      if (!translated) return payload;
      reply.header('content-language', locale);
      return JSON.stringify({ ...body, message: translated });
    });
  },
  { name: 'localized-errors' },
);
