// The spec's words for a failed image upload (NEWS-053), shared by the image host's errors and the editor's form.
const PREFIX = 'Upload failed: ';

/** 'Upload failed: {message}', once: a message that already says so (the image host's own) is kept as it is. */
export const uploadFailed = (message: string) =>
  message.startsWith(PREFIX) ? message : `${PREFIX}${message}`;
