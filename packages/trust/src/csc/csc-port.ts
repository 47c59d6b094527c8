/**
 * A signer port shaped like the Cloud Signature Consortium API v2 (credentials/list,
 * credentials/info, credentials/authorize, signatures/signHash): field names as in the CSC
 * specification, binary values in base64. The built-in trust service implements it in-process; a
 * client of a remote qualified provider can implement it over HTTP and take its place.
 */
export interface CscSignerPort {
  /** Without userID every credential is listed: the caller scopes requests to the signed-in user. */
  credentialsList(request: CscCredentialsListRequest): Promise<CscCredentialsListResponse>;
  credentialsInfo(request: CscCredentialsInfoRequest): Promise<CscCredentialsInfoResponse>;
  credentialsAuthorize(
    request: CscCredentialsAuthorizeRequest,
  ): Promise<CscCredentialsAuthorizeResponse>;
  signaturesSignHash(request: CscSignaturesSignHashRequest): Promise<CscSignaturesSignHashResponse>;
}

export interface CscCredentialsListRequest {
  userID?: string;
  maxResults?: number;
}

export interface CscCredentialsListResponse {
  credentialIDs: string[];
}

export interface CscCredentialsInfoRequest {
  credentialID: string;
  /** Which certificates to return: none, the signer's only, or the whole chain. */
  certificates?: 'none' | 'single' | 'chain';
  certInfo?: boolean;
  authInfo?: boolean;
}

export interface CscCredentialsInfoResponse {
  description?: string;
  key: {
    status: 'enabled' | 'disabled';
    /** OIDs of the signature algorithms the key supports. */
    algo: string[];
    len: number;
    curve?: string;
  };
  cert: {
    status: 'valid' | 'expired' | 'revoked' | 'suspended';
    /** Base64 DER, signer first. */
    certificates?: string[];
    issuerDN?: string;
    /** Hex. */
    serialNumber?: string;
    subjectDN?: string;
    /** GeneralizedTime strings (YYYYMMDDHHMMSSZ). */
    validFrom?: string;
    validTo?: string;
  };
  auth: {
    mode: 'implicit' | 'explicit' | 'oauth2code';
    objects?: {
      type: 'OTP' | 'Password';
      id: string;
      format: 'A' | 'N';
      label?: string;
      description?: string;
    }[];
  };
  /** Sole Control Assurance Level: "2" = each authorization is bound to the hashes it covers. */
  SCAL: '1' | '2';
  multisign: number;
}

export interface CscCredentialsAuthorizeRequest {
  credentialID: string;
  numSignatures: number;
  /** Base64 hashes the SAD will authorize (SCAL2). */
  hashes: string[];
  hashAlgorithmOID?: string;
  OTP?: string;
  description?: string;
}

export interface CscCredentialsAuthorizeResponse {
  /** Signature Activation Data: single use, bound to the credential, the hashes and their count. */
  SAD: string;
  /** Seconds until the SAD expires. */
  expiresIn: number;
}

export interface CscSignaturesSignHashRequest {
  credentialID: string;
  SAD: string;
  hashes: string[];
  hashAlgorithmOID: string;
  signAlgo: string;
  signAlgoParams?: string;
}

export interface CscSignaturesSignHashResponse {
  /** Base64 signature values, in the order of the hashes. */
  signatures: string[];
}
