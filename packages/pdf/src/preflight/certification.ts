import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFObject } from '@cantoo/pdf-lib';

type Resolver = (object: PDFObject | undefined) => PDFObject | undefined;

/**
 * The DocMDP permission level of a certified document (ISO 32000-1 §12.8.2.2): 1 forbids any
 * change, 2 allows form filling and signing, 3 adds annotations. Undefined when not certified.
 */
export function docMdpPermission(catalog: PDFDict, resolve: Resolver): number | undefined {
  const perms = resolve(catalog.get(PDFName.of('Perms')));
  if (!(perms instanceof PDFDict)) return undefined;
  const signature = resolve(perms.get(PDFName.of('DocMDP')));
  if (!(signature instanceof PDFDict)) return undefined;
  const references = resolve(signature.get(PDFName.of('Reference')));
  if (!(references instanceof PDFArray)) return 2;
  for (const item of references.asArray()) {
    const reference = resolve(item);
    if (!(reference instanceof PDFDict)) continue;
    if (resolve(reference.get(PDFName.of('TransformMethod'))) !== PDFName.of('DocMDP')) continue;
    const params = resolve(reference.get(PDFName.of('TransformParams')));
    const p = params instanceof PDFDict ? resolve(params.get(PDFName.of('P'))) : undefined;
    // §12.8.2.2 Table 254: P defaults to 2 when absent.
    return p instanceof PDFNumber ? p.asNumber() : 2;
  }
  return 2;
}
