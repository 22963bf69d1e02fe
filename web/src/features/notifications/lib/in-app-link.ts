// Where a notification leads: a path of this app ("/post/12"). Anything else (another site, a
// protocol-relative "//host" address) leads nowhere, so a stored payload can never send a
// member off the app.

/** The notification's link when it is a path of this app, else null. */
export function inAppLink(link: string | null | undefined): string | null {
  if (typeof link !== 'string' || !link.startsWith('/')) return null;
  if (link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
