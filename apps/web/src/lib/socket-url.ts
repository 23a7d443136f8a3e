/** `ws(s)://<same host>/ws/chat`, secure when the page is https (part 1 section 7). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/chat`;
}
