/** For tests only: a PDF read back as a reader would, one string of text per page. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The metrics of the standard fonts, which pdf.js reads from its own files rather than guess. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes the buffer over; a copy leaves the caller's intact.
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .replace(/ +/g, ' '),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}
