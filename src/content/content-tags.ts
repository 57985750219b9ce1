/** Cache tags: every content page carries `content` and `content:{contentType}` (the webhook invalidates these). */
export const CONTENT_TAG = 'content';
export const contentTag = (contentType: string) => `content:${contentType}`;
