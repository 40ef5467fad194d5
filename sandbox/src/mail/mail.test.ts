import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import type { CaughtMail } from './mailbox.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp.js';

let app: FastifyInstance;
let smtp: SmtpCatcher;

beforeAll(async () => {
  app = buildSandbox({ logLevel: 'silent' });
  await app.ready();
  smtp = await startSmtpCatcher(app.mailbox, 0, Date.now);
});

afterAll(async () => {
  await smtp.close();
  await app.close();
});

beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

/** Sends as the API does: nodemailer over SMTP, with or without a login. */
async function send(
  message: {
    to: string;
    subject: string;
    text: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  },
  login = '',
) {
  const transport = nodemailer.createTransport({ url: `smtp://${login}127.0.0.1:${smtp.port}` });
  await transport.sendMail({ from: 'Brass Aangan <no-reply@brass.local>', ...message });
  transport.close();
}

const caught = async () =>
  (await app.inject({ url: '/__sandbox/mail.json' })).json<{ messages: CaughtMail[] }>().messages;

const page = async () => {
  const response = await app.inject({ url: '/__sandbox/mail' });
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return new JSDOM(response.body).window.document;
};

describe('the mail catcher', () => {
  it('accepts every message, with a login or without, and lists it newest first', async () => {
    await send({ to: 'asha@example.in', subject: 'First', text: 'One\n' });
    await send({ to: 'ravi@example.in', subject: 'Second', text: 'Two\n' }, 'shop:any-password@');

    expect(await caught()).toMatchObject([
      {
        id: 2,
        from: '"Brass Aangan" <no-reply@brass.local>',
        to: ['ravi@example.in'],
        subject: 'Second',
        text: 'Two\n',
      },
      { id: 1, to: ['asha@example.in'], subject: 'First', text: 'One\n' },
    ]);
  });

  it('shows each message on a page a person can read, with its links clickable', async () => {
    await send({
      to: 'asha@example.in',
      subject: 'Confirm your email for Brass Aangan',
      text: 'Open this link:\n\nhttp://localhost:5173/confirm-email?token=abc123\n\nBrass Aangan',
    });

    const document = await page();
    expect(document.querySelector('h1')?.textContent).toBe('Sandbox mail');
    const article = document.querySelector('article');
    expect(article?.querySelector('h2')?.textContent).toBe('Confirm your email for Brass Aangan');
    expect(article?.textContent).toContain('asha@example.in');
    expect(article?.querySelector('a')?.getAttribute('href')).toBe(
      'http://localhost:5173/confirm-email?token=abc123',
    );
  });

  it('shows what a message says as text, never as markup of the page', async () => {
    await send({
      to: 'x@example.in',
      subject: '<img src=x onerror=alert(1)>',
      text: '<script>alert(1)</script>',
    });

    const document = await page();
    expect(document.querySelector('script, img')).toBeNull();
    expect(document.querySelector('h2')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('.body')?.textContent).toContain('<script>alert(1)</script>');
  });

  it('lists the files a message carries and serves each as it was sent', async () => {
    const pdf = Buffer.from('%PDF-1.7 an invoice');
    await send({
      to: 'asha@example.in',
      subject: 'Your order BA-10042',
      text: 'Your invoice is attached.',
      attachments: [{ filename: 'invoice-BA-10042.pdf', contentType: 'application/pdf', content: pdf }],
    });

    const [mail] = await caught();
    expect(mail?.attachments).toEqual([
      { filename: 'invoice-BA-10042.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const link = (await page()).querySelector('article ul a');
    expect(link?.textContent).toBe('invoice-BA-10042.pdf');
    const file = await app.inject({ url: link?.getAttribute('href') ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="invoice-BA-10042.pdf"');
    expect(file.rawPayload).toEqual(pdf);

    expect((await app.inject({ url: `/__sandbox/mail/${mail?.id}/attachments/1` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/__sandbox/mail/999/attachments/0' })).statusCode).toBe(404);
  });

  it('forgets every message on reset', async () => {
    await send({ to: 'x@example.in', subject: 'Gone soon', text: '.' });
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(await caught()).toEqual([]);
    expect((await page()).body.textContent).toContain('0 messages');
  });
});
