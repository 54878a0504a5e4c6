/** A status change refused with 409 (changed meanwhile): the page reloads before the refusal is shown. */
export async function reloadingOnConflict<T>(change: Promise<T>, reload: () => Promise<void>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if ((error as { status?: number }).status === 409) await reload();
    throw error;
  }
}
