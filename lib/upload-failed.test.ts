import { expect, test } from 'vitest';
import { uploadFailed } from './upload-failed';

test('[NEWS-053] a failed upload reads Upload failed: {message}, never twice', () => {
  expect(uploadFailed('The file is not an image')).toBe('Upload failed: The file is not an image');
  expect(uploadFailed('Upload failed: Authentication error')).toBe('Upload failed: Authentication error');
});
