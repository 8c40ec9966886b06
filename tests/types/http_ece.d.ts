// The one call of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188) the push test uses to read a push.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    privateKey: ECDH;
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
