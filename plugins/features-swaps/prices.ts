// SPEC §7 POST /v1/fungible/price: the USD price of a token the services' token list gave none for
// (and the account holds none of), asked when the token is picked, so its amounts show in dollars.
import type { HttpClient } from 'gangway'

/** The price of one token (`caip10`: chain and address); undefined when the services know none. */
export async function fungiblePrice(http: HttpClient, projectId: string, caip10: string): Promise<number | undefined> {
  const { fungibles } = await http.post<{ fungibles?: Array<{ price?: unknown }> }>('v1/fungible/price', { currency: 'usd', addresses: [caip10], projectId })
  const price = fungibles?.[0]?.price
  return typeof price === 'number' && price > 0 ? price : undefined
}
