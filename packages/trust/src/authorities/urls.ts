import type { CaName } from '../store/trust-store.ts';

const trimmed = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

export const crlUrl = (baseUrl: string, ca: CaName) => `${trimmed(baseUrl)}/crl/${ca}.crl`;
export const caIssuersUrl = (baseUrl: string, ca: CaName) => `${trimmed(baseUrl)}/ca/${ca}.crt`;
export const ocspUrl = (baseUrl: string) => `${trimmed(baseUrl)}/ocsp`;
export const tsaUrl = (baseUrl: string) => `${trimmed(baseUrl)}/tsa`;
