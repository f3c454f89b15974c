// The hex encoding personal_sign needs, without pulling a chain SDK into the client chunk.

/** UTF-8 text as 0x-prefixed hex (personal_sign's message parameter). */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}
