// SPEC §5 origin checks, the frame's side: a message counts only when it comes from the page that
// embeds the frame (its parent window) and from the host origin the frame was served for.
export function acceptsMessage(event: { origin: string; source: unknown }, o: { parent: unknown; host: string }): boolean {
  return event.source === o.parent && event.origin === o.host
}

/** Whether the frame runs inside the host it was served for (location.ancestorOrigins, where the browser has it). */
export function embeddedBy(o: { self: unknown; parent: unknown; ancestors: ArrayLike<string> | undefined; host: string }): boolean {
  return o.self !== o.parent && (!o.ancestors || o.ancestors[0] === o.host)
}
