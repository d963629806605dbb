/** A share card's photo from the listing service, or undefined (with a warning) when it cannot be had. */
export async function downloadPhoto(url: string): Promise<Buffer | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    console.warn(`Warning: share card photo ${url} could not be fetched (${String(error)}).`);
    return undefined;
  }
}
