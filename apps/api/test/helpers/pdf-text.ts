import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, read back by Mozilla's PDF.js (the reader browsers use), one
 * line per text run, pages in order. What a person copying from the document would get.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js takes ownership of the buffer it is given: it reads a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return pages.join('\n');
}
