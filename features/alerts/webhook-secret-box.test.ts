import { describe, expect, it } from 'vitest';
import { createSecretBox } from './webhook-secret-box.server';
import { generateWebhookSecret } from './webhook-sender.server';

describe('webhook secret storage', () => {
  it('a sealed endpoint secret opens to the same secret and does not contain it', () => {
    const box = createSecretBox('a'.repeat(32));
    const secret = generateWebhookSecret();
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
    expect(box.seal(secret)).not.toBe(sealed);
  });

  it('a secret sealed under another AUTH_SECRET, or altered, does not open', () => {
    const sealed = createSecretBox('a'.repeat(32)).seal(generateWebhookSecret());
    expect(() => createSecretBox('b'.repeat(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => createSecretBox('a'.repeat(32)).open(parts.join('.'))).toThrow();
    expect(() => createSecretBox('a'.repeat(32)).open('plain')).toThrow(/not a sealed/);
  });
});
