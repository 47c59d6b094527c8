import { documentEndpoints, signatureRequestEndpoints } from '@signet/contract';
import { downloadFile } from './download.ts';

const pdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);
/** The download endpoints take `signed` as the text of a flag. */
const flag = (value: boolean) => (value ? 'true' : 'false');

/** One document: the signed version (signed=true) once anyone signed, else the original. */
export const downloadDocument = (id: string, name: string, signed: boolean) =>
  downloadFile(
    documentEndpoints.downloadDocument,
    { params: { id }, query: { signed: flag(signed) } },
    pdfName(name),
  );

/** Every document of the request in one zip. */
export const downloadZip = (id: string, title: string, signed: boolean) =>
  downloadFile(
    signatureRequestEndpoints.downloadSignatureRequestZip,
    { params: { id }, query: { signed: flag(signed) } },
    `${title}.zip`,
  );

/** The signature protocol of a SIGNED request as a PDF. */
export const downloadProtocol = (id: string, title: string) =>
  downloadFile(
    signatureRequestEndpoints.getSignatureRequestReport,
    { params: { id }, query: { type: 'PDF' } },
    `${title} - protocol.pdf`,
  );
