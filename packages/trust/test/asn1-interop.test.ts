import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oid } from '../src/der/der-writer.ts';
import { TIMESTAMP_POLICY_OID, type TrustService } from '../src/index.ts';
import { openTestService, type TestDir, testDir } from './trust-test-kit.ts';

// A second, independent ASN.1 implementation (PKI.js) must read and verify what the service writes.

let dir: TestDir;
let service: TrustService;
const parse = <T>(Type: new (p: { schema: asn1js.AsnType }) => T, der: Uint8Array): T => {
  const asn1 = asn1js.fromBER(new Uint8Array(der));
  expect(asn1.offset).toBe(der.length);
  return new Type({ schema: asn1.result });
};
const certificate = (der: Uint8Array) => parse(pkijs.Certificate, der);

beforeAll(async () => {
  dir = testDir();
  service = await openTestService(dir);
});
afterAll(() => dir.remove());

describe('PKI.js reads and verifies the service output', () => {
  it('verifies each certificate signature up the chain', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'P', email: 'p@example.com' },
      level: 'qes',
    });
    const [signer, issuing, root] = credential.chain.map(certificate);
    expect(await signer!.verify(issuing)).toBe(true);
    expect(await issuing!.verify(root)).toBe(true);
    expect(await root!.verify()).toBe(true);
    expect(signer!.version).toBe(2);
    expect(signer!.extensions?.map((extension) => extension.extnID)).toContain('1.3.6.1.5.5.7.1.3');
  });

  it('reads a TimeStampResp: granted, nonce echoed, policy, accuracy, no ordering, token signature valid', async () => {
    const digest = createHash('sha384').update('interop').digest();
    const nonce = new Uint8Array(randomBytes(8));
    nonce[0] = 0x11;
    const request = new pkijs.TimeStampReq({
      version: 1,
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: '2.16.840.1.101.3.4.2.2' }),
        hashedMessage: new asn1js.OctetString({ valueHex: digest }),
      }),
      nonce: new asn1js.Integer({ valueHex: nonce }),
      certReq: true,
    });
    const requestDer = new Uint8Array(request.toSchema().toBER());
    const response = parse(pkijs.TimeStampResp, await service.respondTimestamp(requestDer));
    expect(response.status.status).toBe(0);
    const signedData = new pkijs.SignedData({ schema: response.timeStampToken!.content });
    const tstInfoDer = new Uint8Array(signedData.encapContentInfo.eContent!.getValue());
    const info = parse(pkijs.TSTInfo, tstInfoDer);
    // asn1js prints and re-encodes arcs above 2^53 wrongly, so the policy is compared as received DER.
    const fields = (asn1js.fromBER(tstInfoDer).result as asn1js.Sequence).valueBlock.value;
    expect(Buffer.from(fields[1]!.valueBeforeDecodeView)).toEqual(
      Buffer.from(oid(TIMESTAMP_POLICY_OID)),
    );
    expect(Buffer.from(info.nonce!.valueBlock.valueHexView)).toEqual(Buffer.from(nonce));
    expect(info.accuracy?.seconds).toBe(1);
    expect(info.ordering).toBeUndefined();
    expect(Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView)).toEqual(digest);
    expect(signedData.certificates).toHaveLength(1);
    const verified = await signedData.verify({
      signer: 0,
      // For a time-stamp token PKI.js also checks the message imprint against the data.
      data: new TextEncoder().encode('interop').buffer,
      trustedCerts: [certificate(service.certificate('root'))],
      checkChain: true,
    });
    expect(verified).toBe(true);
  });

  it('reads an OCSP response whose BasicOCSPResponse verifies for the issuing CA', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'O', email: 'o@example.com' },
      level: 'ses',
    });
    const [ocsp] = (await service.revocationData(credential.chain)).ocspResponses;
    const response = parse(pkijs.OCSPResponse, ocsp!);
    expect(response.responseStatus.valueBlock.valueDec).toBe(0);
    const basic = parse(
      pkijs.BasicOCSPResponse,
      new Uint8Array(response.responseBytes!.response.valueBlock.valueHexView),
    );
    const single = basic.tbsResponseData.responses[0]!;
    expect(single.certStatus.idBlock.tagNumber).toBe(0);
    expect(Buffer.from(single.certID.serialNumber.valueBlock.valueHexView).toString('hex')).toBe(
      credential.serial,
    );
    const verified = await basic.verify({
      trustedCerts: [certificate(service.certificate('root'))],
      issuerCerts: [certificate(service.certificate('issuing'))],
    });
    expect(verified).toBe(true);
  });

  it('reads a CRL that verifies against its CA and lists the revoked serial', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'C', email: 'c@example.com' },
      level: 'ses',
    });
    await service.revoke(credential.serial, 'keyCompromise');
    const crl = parse(pkijs.CertificateRevocationList, await service.crl('issuing'));
    expect(crl.version).toBe(1);
    expect(
      await crl.verify({ issuerCertificate: certificate(service.certificate('issuing')) }),
    ).toBe(true);
    const serials = (crl.revokedCertificates ?? []).map((entry) =>
      Buffer.from(entry.userCertificate.valueBlock.valueHexView).toString('hex'),
    );
    expect(serials).toContain(credential.serial);
  });

  it('refuses requests with extensions (unacceptedExtension) and of another version (badRequest)', async () => {
    const imprint = () =>
      new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: '2.16.840.1.101.3.4.2.1' }),
        hashedMessage: new asn1js.OctetString({ valueHex: new Uint8Array(32) }),
      });
    const failInfo = async (request: pkijs.TimeStampReq) => {
      const der = new Uint8Array(request.toSchema().toBER());
      const response = parse(pkijs.TimeStampResp, await service.respondTimestamp(der));
      expect(response.status.status).toBe(2);
      expect(response.timeStampToken).toBeUndefined();
      return Buffer.from(response.status.failInfo!.valueBlock.valueHexView);
    };
    const extension = new pkijs.Extension({
      extnID: '1.2.3.4',
      extnValue: new asn1js.Null().toBER(),
    });
    // PKIFailureInfo bit 16 (unacceptedExtension): third octet, top bit.
    expect(
      await failInfo(
        new pkijs.TimeStampReq({ version: 1, messageImprint: imprint(), extensions: [extension] }),
      ),
    ).toEqual(Buffer.from([0, 0, 0x80]));
    // Bit 2 (badRequest).
    expect(
      await failInfo(new pkijs.TimeStampReq({ version: 2, messageImprint: imprint() })),
    ).toEqual(Buffer.from([0x20]));
  });
});
