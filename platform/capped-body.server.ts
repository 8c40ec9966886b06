// Reads a body with a byte cap: an upstream that sends more than expected (a broken proxy, a hostile feed), or a
// client that posts more than its route takes, is cut off without buffering it, rather than filling memory.

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The body as UTF-8 text; throws BodyTooLargeError (and cancels the stream) past maxBytes. */
export async function readTextCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLargeError(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The same stream, failing with `tooLarge()` (and cancelling its source) once more than maxBytes have passed:
 * a reader of a request body then stops at the cap instead of buffering whatever the client sends.
 */
export function capStream(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        controller.error(tooLarge());
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
