import type { ContactBody } from '@brass/shared/contracts/content';
import { newId } from '../../lib/ids.js';
import type { ContactRepository } from './repository.js';

export class ContactService {
  constructor(private readonly messages: ContactRepository) {}

  async receive(body: ContactBody): Promise<{ message: string }> {
    await this.messages.insert({
      id: newId('msg'),
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      // Empty optional fields are stored as absent, not as empty strings.
      phone: body.phone || null,
      subject: body.subject || null,
      message: body.message || null,
    });
    return { message: 'Thank you for reaching out. We will get back to you soon.' };
  }
}
