/**
 * Writing text into a pdfkit document as the shop's PDFs do (the tax invoice, the packing slip): the
 * standard Helvetica for the shop's own words, Noto Sans for what a shopper typed in an Indian script,
 * each run drawn as `shaping.ts` says so that no name ever fails a document.
 */
import PDFDocument from 'pdfkit';
import { notoSansFile, scriptRuns } from './script-runs.js';
import { runDrawing, type FeatureSwitches } from './shaping.js';

/**
 * The standard fonts write only the Windows Latin characters: accents are dropped and anything else
 * (a script written in no font here, the rupee sign) becomes '?', rather than a glyph no reader can
 * show.
 */
export function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, '?');
}

/**
 * pdfkit hands `features` to fontkit, which also takes an object whose `false` turns a feature off;
 * pdfkit's types know only the list that turns features on.
 */
const fontFeatures = (features: FeatureSwitches | undefined): PDFKit.Mixins.TextOptions =>
  features ? { features: features as unknown as PDFKit.Mixins.OpenTypeFeatures[] } : {};

/**
 * What a person typed (a name, an address), in `font` when it is all Latin; otherwise each run of an
 * Indian script in its Noto Sans and the rest in the matching Noto Sans Latin, on one line.
 */
export function writeTyped(
  doc: PDFKit.PDFDocument,
  value: string,
  font: string,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const runs = scriptRuns(value);
  const family = runs.find((run) => run.script)?.script;
  if (!family) return doc.font(font).text(printable(value), options);
  runs.forEach(({ text: part, script }, index) => {
    // Shaped once here to find what the font can draw; pdfkit keeps the layout for the text itself.
    const drawing = script
      ? runDrawing(part, (letters, features) =>
          doc.font(notoSansFile(script, script)).widthOfString(letters, fontFeatures(features)),
        )
      : undefined;
    const inScript = script && drawing?.inScript;
    doc
      .font(inScript ? notoSansFile(script, script) : notoSansFile(family, 'latin'))
      // The gap keeps the next line clear of vowel signs drawn below the line, as in Tamil's ரு.
      .text(inScript ? part : printable(drawing?.text ?? part), {
        lineGap: 2,
        ...options,
        ...(drawing?.inScript ? fontFeatures(drawing.features) : {}),
        continued: index < runs.length - 1,
      });
  });
  return doc.font(font);
}

/** The bytes of `doc` once it is ended. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * `label` (the document's number) and 'page 1 of 2' at the foot of every page (or of `pages`, one
 * document of several in one file), marked as page furniture. The document must buffer its pages
 * (`bufferPages`), so that each footer can count them.
 */
export function pageFooters(
  doc: PDFKit.PDFDocument,
  label: string,
  margin: number,
  pages: { start: number; count: number } = doc.bufferedPageRange(),
): void {
  const { start, count } = pages;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Written inside the bottom margin, which pdfkit would otherwise fill by starting a new page.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#6b5a44')
      .text(`${label}, page ${index - start + 1} of ${count}`, margin, doc.page.height - 28, {
        width: doc.page.width - 2 * margin,
        align: 'right',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

/** The shop's documents' margin and colours: the invoice and the packing slip look alike. */
export const margin = 40;
export const colours = { brass: '#8a6a1f', maroon: '#6b1e2a', ink: '#2b2118', rule: '#d8c8a8' } as const;

/**
 * A tagged A4 document of the shop, its pages kept until the end so that each page's footer can
 * count them.
 */
export function shopDocument(info: { Title: string; Author: string; Subject?: string }): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    margin,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    bufferPages: true,
    info: { ...info, Author: printable(info.Author) },
  });
}
