/**
 * The number in an attack's damage text ('60+' → 60, '×20' → 20, '30-' → 30), or null when it has
 * none. Stored beside the text (damage_value); the importer and the staff editors must derive it the
 * same way, so an attack reads alike however it was entered.
 */
export function damageValue(damage: string | number | null | undefined): number | null {
  if (damage === null || damage === undefined) return null;
  const m = /\d+/.exec(String(damage));
  return m ? Number(m[0]) : null;
}
