import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../escape-html.js';
import type { CaughtMail, Mailbox } from './mailbox.js';

const style = `
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 50rem; padding: 0 1rem; color: #2b2118; }
  article { border: 1px solid #d8c8a8; border-radius: 8px; margin: 1rem 0; padding: 1rem 1.25rem; }
  h2 { font-size: 1.15rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .75rem; margin: 0 0 .75rem; font-size: .9rem; }
  dt { color: #6b5a44; }
  dd { margin: 0; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; }
  h3 { font-size: 1rem; margin: .75rem 0 .25rem; }
`;

const attachmentPath = (mail: CaughtMail, index: number) => `/__sandbox/mail/${mail.id}/attachments/${index}`;

function attachmentsHtml(mail: CaughtMail): string {
  if (mail.attachments.length === 0) return '';
  const items = mail.attachments.map(
    (attachment, index) =>
      `<li><a href="${attachmentPath(mail, index)}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${attachment.size} bytes)</li>`,
  );
  return `\n  <h3>Attachments</h3>\n  <ul>${items.join('')}</ul>`;
}

function messageHtml(mail: CaughtMail): string {
  return `<article aria-labelledby="mail-${mail.id}">
  <h2 id="mail-${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</h2>
  <dl>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>Received</dt><dd><time datetime="${mail.receivedAt}">${mail.receivedAt}</time></dd>
  </dl>
  <div class="body">${mail.textAsHtml}</div>${attachmentsHtml(mail)}
</article>`;
}

function mailboxPage(messages: CaughtMail[]): string {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sandbox mail</title><style>${style}</style></head>
<body>
<h1>Sandbox mail</h1>
<p>Every message sent to the sandbox's SMTP catcher since it started, newest first: ${count}.</p>
${messages.map(messageHtml).join('\n')}
</body>
</html>`;
}

/**
 * `/__sandbox/mail`: what the shop sent, as a page to read and (`/__sandbox/mail.json`) for tests;
 * each attached file at `/__sandbox/mail/<id>/attachments/<index>`.
 */
export const mailRoutes: FastifyPluginAsync<{ mailbox: Mailbox }> = async (app, { mailbox }) => {
  app.get('/mail', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailboxPage(mailbox.all())),
  );
  app.get('/mail.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ messages: mailbox.all() }),
  );
  app.get<{ Params: { id: string; index: string } }>(
    '/mail/:id/attachments/:index',
    async (request, reply) => {
      const found = mailbox.attachment(Number(request.params.id), Number(request.params.index));
      if (!found) return reply.code(404).send({ message: 'No such attachment' });
      return reply
        .type(found.contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${found.filename.replace(/["\\\r\n]/g, '_')}"`)
        .send(found.content);
    },
  );
};
