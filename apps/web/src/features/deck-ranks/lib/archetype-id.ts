/** The archetype id of ?id=, or null when it does not name one. */
export function archetypeIdFrom(params: URLSearchParams): number | null {
  const raw = params.get('id')?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
