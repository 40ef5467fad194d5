import type { PincodePlace } from '@brass/shared/contracts/accounts';
import { HttpError } from '../../lib/http-error.js';
import { loadPincodeDirectory, type PincodeDirectory } from './directory.js';

const pincodeMessages = {
  unknown: (pincode: string) =>
    `Pincode ${pincode} is not in India Post's directory. Check it, or type the city and state yourself.`,
} as const;

/**
 * Answers from the directory in this process's memory, read the first time a pincode is asked for: a
 * process that never serves the checkout never reads it.
 */
export class PincodeService {
  private directory: Promise<PincodeDirectory> | undefined;

  constructor(private readonly load: () => Promise<PincodeDirectory> = loadPincodeDirectory) {}

  async place(pincode: string): Promise<PincodePlace> {
    const place = (await this.loaded()).place(pincode);
    if (!place) throw new HttpError(404, pincodeMessages.unknown(pincode));
    return place;
  }

  private loaded(): Promise<PincodeDirectory> {
    if (!this.directory) {
      const reading = this.load();
      // A failed read is tried again by the next question rather than kept.
      reading.catch(() => {
        if (this.directory === reading) this.directory = undefined;
      });
      this.directory = reading;
    }
    return this.directory;
  }
}
