import type Nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';
import { onFirstUse } from '../../lib/on-first-use';

const nodemailer = onFirstUse<typeof Nodemailer>('nodemailer');

/** SMTP when SMTP_URL is set (nodemailer; smtp://, smtps://, with user and password in the URL), else the outbox. */
export function openMailer(config: Pick<Config, 'mail'>, db: Database, log: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) return createOutboxMailer(db, log);
  const transport = nodemailer().createTransport(smtpUrl);
  return createSmtpMailer(db, log, transport, from);
}
