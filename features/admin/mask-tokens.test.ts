import { describe, expect, test } from 'vitest';
import { MASKED_TOKEN, maskMailTokens } from './mask-tokens';

describe('masking mailed tokens for the admin outbox', () => {
  test('a token in a plain-text link and in an HTML link (after &amp;) is masked; the rest of the mail stays', () => {
    const text =
      'Confirm: https://blockcast.test/newsletter/confirm?token=abc_DEF-123\n' +
      '<a href="https://blockcast.test/newsletter/unsubscribe?list=daily&amp;token=xyz789">Unsubscribe</a>';
    expect(maskMailTokens(text)).toBe(
      `Confirm: https://blockcast.test/newsletter/confirm?token=${MASKED_TOKEN}\n` +
        `<a href="https://blockcast.test/newsletter/unsubscribe?list=daily&amp;token=${MASKED_TOKEN}">Unsubscribe</a>`,
    );
  });

  test('text without a token is left as it is', () => {
    expect(maskMailTokens('Your plan is now Premium. https://blockcast.test/dashboard?tab=billing')).toBe(
      'Your plan is now Premium. https://blockcast.test/dashboard?tab=billing',
    );
  });
});
