export interface RelayOptions { target: string; retries?: number }

export async function relay(body: unknown, opts: RelayOptions): Promise<void> {
  // ...
}
