// Access tokens (JWT, one algorithm, issuer and audience checked) and random single-use secrets.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_TTL_SEC = 15 * 60;
const ALGORITHM = 'HS256';
export const JWT_ISSUER = 'blockcast';
export const JWT_AUDIENCE = 'blockcast-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims, nowMs: number): Promise<string>;
  /** Answers the claims of a valid token, or null for a forged, expired, wrongly signed or malformed one. */
  verify(token: string, nowMs: number): Promise<AccessClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ userId, sessionId }, nowMs) {
      const iat = Math.floor(nowMs / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SEC)
        .sign(key);
    },
    async verify(token, nowMs) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          currentDate: new Date(nowMs),
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

/** 256 random bits, URL-safe: refresh, reset, verification and CSRF tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 hashes: a leaked table does not sign anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
